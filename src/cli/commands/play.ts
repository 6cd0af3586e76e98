import type { Command } from '../command.ts';
import { usageError } from '../io.ts';

/** `klondike play` (being built). */
export const playCommand: Command = {
  name: 'play',
  summary: '(not built yet)',
  help: 'Usage: klondike play (not built yet)',
  run: () => {
    throw usageError('play is not built yet');
  },
};
