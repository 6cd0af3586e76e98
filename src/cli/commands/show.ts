import type { Command } from '../command.ts';
import { usageError } from '../io.ts';

/** `klondike show` (being built). */
export const showCommand: Command = {
  name: 'show',
  summary: '(not built yet)',
  help: 'Usage: klondike show (not built yet)',
  run: () => {
    throw usageError('show is not built yet');
  },
};
