import type { Command } from '../command.ts';
import { usageError } from '../io.ts';

/** `klondike survey` (being built). */
export const surveyCommand: Command = {
  name: 'survey',
  summary: '(not built yet)',
  help: 'Usage: klondike survey (not built yet)',
  run: () => {
    throw usageError('survey is not built yet');
  },
};
