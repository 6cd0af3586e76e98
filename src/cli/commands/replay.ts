import type { Command } from '../command.ts';
import { usageError } from '../io.ts';

/** `klondike replay` (being built). */
export const replayCommand: Command = {
  name: 'replay',
  summary: '(not built yet)',
  help: 'Usage: klondike replay (not built yet)',
  run: () => {
    throw usageError('replay is not built yet');
  },
};
