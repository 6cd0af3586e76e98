import type { Command } from '../command.ts';
import { usageError } from '../io.ts';

/** `klondike moves` (being built). */
export const movesCommand: Command = {
  name: 'moves',
  summary: '(not built yet)',
  help: 'Usage: klondike moves (not built yet)',
  run: () => {
    throw usageError('moves is not built yet');
  },
};
