import { createInterface } from 'node:readline';
import { usageError } from './io.ts';
import { runCli } from './main.ts';

/** The `klondike` executable: the real process's arguments, streams and exit status. */
const readStdin = async (): Promise<string> => {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  } catch (e) {
    throw usageError(`cannot read standard input: ${(e as NodeJS.ErrnoException).code ?? 'error'}`);
  }
  return Buffer.concat(chunks).toString('utf8');
};

process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
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
  readLines: () => createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY }),
  now: () => Date.now(),
});
process.exitCode = status;
