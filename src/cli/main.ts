import type { Command } from './command.ts';
import { COMMANDS } from './commands.ts';
import { CliError, EXIT_OK, EXIT_USAGE, type Io } from './io.ts';

const overview = (): string =>
  [
    'Usage: klondike <command> [options]',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(10)} ${c.summary}`),
    '',
    'Run "klondike <command> --help" for a command\'s options.',
  ].join('\n');

/** Runs the command line with `argv` (without node and script); returns the exit status. Never throws. */
export const runCli = async (argv: string[], io: Io): Promise<number> => {
  const [name, ...rest] = argv;
  if (name === undefined) {
    io.out(`${overview()}\n`);
    io.err('klondike: missing command (try klondike --help)\n');
    return EXIT_USAGE;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    // `klondike help moves` is the same as `klondike moves --help`.
    const topic = name === 'help' ? rest[0] : undefined;
    const command = COMMANDS.find((c) => c.name === topic);
    if (topic !== undefined && command === undefined) {
      io.err(`klondike: unknown command "${topic}" (try klondike --help)\n`);
      return EXIT_USAGE;
    }
    io.out(`${command?.help ?? overview()}\n`);
    return EXIT_OK;
  }
  const command: Command | undefined = COMMANDS.find((c) => c.name === name);
  if (command === undefined) {
    const what = name.startsWith('-') ? 'option' : 'command';
    io.err(`klondike: unknown ${what} "${name}" (try klondike --help)\n`);
    return EXIT_USAGE;
  }
  const end = rest.indexOf('--');
  const options = end < 0 ? rest : rest.slice(0, end);
  if (options.includes('--help') || options.includes('-h')) {
    io.out(`${command.help}\n`);
    return EXIT_OK;
  }
  try {
    return await command.run(rest, io);
  } catch (e) {
    if (e instanceof CliError) {
      io.err(`klondike ${name}: ${e.message}\n`);
      return e.status;
    }
    const message = e instanceof Error ? e.message : String(e);
    io.err(`klondike ${name}: internal error: ${message.split('\n')[0]}\n`);
    return 70;
  }
};
