import { legalMoves, makeMove } from '../../engine/index.ts';
import type { Command } from '../command.ts';
import { parseFlags } from '../flags.ts';
import { EXIT_OK } from '../io.ts';
import { POSITION_FLAGS, POSITION_HELP, reachFromFlags } from '../position-flags.ts';

/** `klondike moves`: every legal move of a position, one per line, in the contract's notation. */
export const movesCommand: Command = {
  name: 'moves',
  summary: 'list every legal move of a position, one per line',
  help: [
    'Usage: klondike moves (--deal D | --seed N | --position FILE) [--history "MOVES"] [rule flags]',
    '',
    'Prints every legal move of the position reached after MOVES, one per line, in the',
    "notation of docs/formats.md (Tn>Tm without :k), in the engine's order; nothing else.",
    'A position with no legal move prints nothing.',
    '',
    ...POSITION_HELP,
    '(Rule flags go with --deal or --seed; a --position carries its own rules.)',
    '',
    'Exit status: 0 done; 1 a history move is illegal (named by its 1-based index);',
    '2 bad flags, a malformed deal or position, an unreadable move, an unreadable file.',
  ].join('\n'),
  run: async (args, io) => {
    const flags = parseFlags(args, POSITION_FLAGS);
    const { position } = await reachFromFlags(flags, io);
    const moves = legalMoves(position);
    if (moves.length > 0) io.out(`${moves.map((m) => makeMove(m)).join('\n')}\n`);
    return EXIT_OK;
  },
};
