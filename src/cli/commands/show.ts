import {
  describeRules,
  foundationCount,
  makeMove,
  makePosition,
  outcome,
  type Position,
  totalScore,
} from '../../engine/index.ts';
import type { Command } from '../command.ts';
import { parseFlags } from '../flags.ts';
import { EXIT_OK, usageError } from '../io.ts';
import { renderPicture, summaryText } from '../picture.ts';
import { POSITION_FLAGS, reachFromFlags } from '../position-flags.ts';

const heading = (flags: { seed?: string; position?: string }, pos: Position): string => {
  const source =
    flags.position !== undefined
      ? `Position from ${flags.position === '-' ? 'standard input' : flags.position}`
      : flags.seed !== undefined
        ? `Deal ${Number(flags.seed)}`
        : 'Given deal';
  return `${source} (${describeRules(pos.rules)})`;
};

/** `klondike show`: a readable picture of a position. */
export const showCommand: Command = {
  name: 'show',
  summary: 'draw a position as text (after an optional move list)',
  help: [
    'Usage: klondike show (--deal D | --seed N | --position FILE) [--history "MOVES"] [rule flags]',
    '                     [--color] [--json | --position-text]',
    '',
    'Draws the position reached after MOVES: the stock (cards, pass, redeals left), the waste',
    '(the top cards of a draw-3 fan, the playable one last), the foundations, and the seven',
    'columns with face-down cards as ## and an empty column as --. Then a summary line:',
    'moves played, score (standard scoring, from a deal only), outcome, cards on the foundations.',
    '',
    '  --deal D, --seed N, --position FILE|-, --history "MOVES", rule flags: as for klondike moves',
    '  --color           red suits in red (only when standard output is a terminal)',
    '  --json            one JSON object: position (its text), moves, outcome, foundations, score',
    "  --position-text   just the position in the engine's text (klondike-position/1), which",
    '                    --position reads back',
    '',
    'Exit status: 0 done; 1 a history move is illegal; 2 bad flags or unreadable input.',
  ].join('\n'),
  run: async (args, io) => {
    const flags = parseFlags(args, {
      ...POSITION_FLAGS,
      json: 'boolean',
      color: 'boolean',
      'position-text': 'boolean',
    });
    if (flags.json && flags['position-text']) throw usageError('give --json or --position-text, not both');
    const reached = await reachFromFlags(flags, io);
    const pos = reached.position;
    if (flags['position-text']) {
      io.out(`${makePosition(pos)}\n`);
    } else if (flags.json) {
      const json = {
        position: makePosition(pos),
        moves: reached.moves.map((m) => makeMove(m)),
        outcome: outcome(pos),
        foundations: foundationCount(pos),
        ...(reached.game === undefined ? {} : { score: totalScore(reached.game.score) }),
      };
      io.out(`${JSON.stringify(json)}\n`);
    } else {
      const picture = renderPicture(pos, { color: flags.color === true && io.isTty });
      const score = reached.game === undefined ? undefined : totalScore(reached.game.score);
      const summary = summaryText(reached.moves.length, outcome(pos), pos, score);
      io.out(`${heading(flags, pos)}\n${picture}\n${summary}\n`);
    }
    return EXIT_OK;
  },
};
