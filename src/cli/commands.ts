import type { Command } from './command.ts';
import { dealCommand } from './commands/deal.ts';

/** Every `klondike` sub-command, in the order `--help` lists them. */
export const COMMANDS: readonly Command[] = [dealCommand];
