import { describeRules, foundationCount, makePosition, outcome, readRecord } from '../../engine/index.ts';
import type { Command } from '../command.ts';
import { readText } from '../files.ts';
import { parseFlags } from '../flags.ts';
import { EXIT_OK, illegalError, usageError } from '../io.ts';
import { renderPicture, summaryText } from '../picture.ts';

/** `klondike replay FILE`: checks a game record and shows where it ends. */
export const replayCommand: Command = {
  name: 'replay',
  summary: 'check a game record and show its final position',
  help: [
    'Usage: klondike replay FILE [--json] [--color]',
    '',
    'Reads a game record (format klondike-game/1, see docs/formats.md) from FILE, or from',
    'standard input when FILE is -, replays every move from the deal, and prints the final',
    "position's picture and a summary line: moves, outcome (won, lost or playing), cards on",
    'the foundations.',
    '',
    '  --json    one JSON object instead: moves, outcome, foundations, position (its text)',
    '  --color   red suits in red (only when standard output is a terminal)',
    '',
    'Exit status:',
    '  0  the record is valid and every move is legal',
    '  1  the input was read but is not a valid game: empty, not JSON (broken or truncated),',
    '     an unknown format, an invalid deal or seed, unknown rules, an unreadable move or an',
    '     illegal one (named by its 1-based index and text)',
    '  2  usage: a missing or extra argument, a bad flag, a file that cannot be read',
  ].join('\n'),
  run: async (args, io) => {
    const flags = parseFlags(args, { json: 'boolean', color: 'boolean' }, 1);
    const path = flags._[0];
    if (path === undefined) throw usageError('missing FILE (a game record, or - for standard input)');
    const text = await readText(path, io);
    const r = readRecord(text);
    if (!r.ok) throw illegalError(r.error.message);
    const { record, game } = r.value;
    const pos = game.position;
    const result = outcome(pos);
    if (flags.json) {
      const json = {
        moves: record.moves.length,
        outcome: result,
        foundations: foundationCount(pos),
        position: makePosition(pos),
      };
      io.out(`${JSON.stringify(json)}\n`);
      return EXIT_OK;
    }
    const source = record.seed === undefined ? 'Given deal' : `Deal ${record.seed}`;
    const picture = renderPicture(pos, { color: flags.color === true && io.isTty });
    io.out(
      `${source} (${describeRules(record.rules)})\n${picture}\n${summaryText(record.moves.length, result, pos)}\n`,
    );
    return EXIT_OK;
  },
};
