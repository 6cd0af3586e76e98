import type { Command } from '../command.ts';
import { usageError } from '../io.ts';

/** `klondike solve` (being built). */
export const solveCommand: Command = {
  name: 'solve',
  summary: '(not built yet)',
  help: 'Usage: klondike solve (not built yet)',
  run: () => {
    throw usageError('solve is not built yet');
  },
};
