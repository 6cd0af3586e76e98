// The `klondike` executable: runs the command line (main.ts) with the real process's arguments,
// streams and exit status. The CLI bundle's entry point (scripts/build-cli.mjs).
import { createInterface } from 'node:readline';
import { reasonOf } from './files.ts';
import { EXIT_USAGE, usageError } from './io.ts';
import { runCli } from './main.ts';

const readStdin = async (): Promise<string> => {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  } catch (e) {
    throw usageError(`cannot read standard input: ${reasonOf(e)}`);
  }
  return Buffer.concat(chunks).toString('utf8');
};

// A reader that has gone (`klondike … | head`) ends the command quietly; any other failure to write
// standard output (a full disk) is a usage error, said in one line.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  process.stderr.write(`klondike: cannot write standard output: ${reasonOf(e)}\n`);
  process.exit(EXIT_USAGE);
});

// The last guard of "one line, never a stack trace": anything that escapes runCli is a bug, said in one line.
process.on('uncaughtException', (e) => {
  process.stderr.write(
    `klondike: internal error: ${(e instanceof Error ? e.message : String(e)).split('\n')[0]}\n`,
  );
  process.exit(70);
});

const status = await runCli(process.argv.slice(2), {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
  readStdin,
  isTty: process.stdout.isTTY === true,
  // Breaking out of the iteration closes the interface (node:readline), so the process can end.
  readLines: () => {
    const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
    // Ctrl-C ends the input as Ctrl-D does, so that `play` ends the game and prints or saves its
    // record rather than losing it; a second Ctrl-C stops the process at once.
    const interrupted = () => lines.close();
    process.once('SIGINT', interrupted);
    lines.once('close', () => process.off('SIGINT', interrupted));
    return lines;
  },
  readChunks: () => process.stdin,
  drain: () =>
    new Promise((resolve) => {
      if (process.stdout.writableNeedDrain) process.stdout.once('drain', resolve);
      else resolve();
    }),
  now: () => Date.now(),
  env: process.env,
  platform: process.platform,
});
process.exitCode = status;
// A terminal on standard input keeps the process alive once read (node:readline), even after its
// interface is closed: `q` in `play` would leave the process waiting. Nothing is read after this.
if (process.stdin.isTTY) process.stdin.destroy();
