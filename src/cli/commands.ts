import type { Command } from './command.ts';
import { aiCommand } from './commands/ai.ts';
import { dailyCommand } from './commands/daily.ts';
import { dealCommand } from './commands/deal.ts';
import { movesCommand } from './commands/moves.ts';
import { playCommand } from './commands/play.ts';
import { replayCommand } from './commands/replay.ts';
import { showCommand } from './commands/show.ts';
import { solveCommand } from './commands/solve.ts';
import { surveyCommand } from './commands/survey.ts';

/** Every `klondike` sub-command, in the order `--help` lists them. */
export const COMMANDS: readonly Command[] = [
  dealCommand,
  movesCommand,
  showCommand,
  replayCommand,
  playCommand,
  solveCommand,
  surveyCommand,
  dailyCommand,
  aiCommand,
];
