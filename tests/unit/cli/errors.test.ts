import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dealFromSeed, makeDeal } from '../../../src/engine/index.ts';
import { fileIn, tempDir } from '../../kit/temp.ts';
import { EASY_DEAL, EASY_WIN, oneErrorLine, runBundle, runIn } from './helpers.ts';

const DEAL1 = makeDeal(dealFromSeed(1));
const dir = tempDir('klondike-cli-');
const file = fileIn(dir);
const record = (o: Record<string, unknown>) =>
  JSON.stringify({ format: 'klondike-game/1', deal: EASY_DEAL, rules: { draw: 1 }, moves: [], ...o });
const GOOD = file('good.json', record({ moves: EASY_WIN }));
const TRUNCATED = file('truncated.json', record({ moves: EASY_WIN }).slice(0, 150));
const EMPTY = file('empty.json', '');
const UNKNOWN_FORMAT = file('format.json', record({ format: 'klondike-game/9' }));
const NO_FORMAT = file('noformat.json', JSON.stringify({ deal: EASY_DEAL, moves: [] }));
const BAD_DEAL = file('deal.json', record({ deal: EASY_DEAL.slice(0, 100) }));
const DUP_DEAL = file('dup.json', record({ deal: `ASAS${EASY_DEAL.slice(4)}` }));
const BAD_RULES = file('rules.json', record({ rules: { draw: 1, jokers: true } }));
const BAD_DRAW = file('draw.json', record({ rules: { draw: 0 } }));
const BAD_SEED = file('seed.json', record({ seed: 1 }));
const ILLEGAL = file('illegal.json', record({ moves: ['T7>F', 'T7>F', 'T1>T2'] }));
const UNREADABLE_MOVE = file('unreadable.json', record({ moves: ['S', 'W>F', 'T9>F'] }));
const NOT_LIST = file('notlist.json', record({ moves: 'S W>F' }));
const ARRAY = file('array.json', '[1,2,3]');
const POSITION_BAD = file('position.txt', 'klondike-position/1\nrules: {}\n');
// Deal 1 with the QC of column 2 also in the stock: it reads, but no game reaches it.
const POSITION_TWICE = [
  'klondike-position/1',
  'rules: {"draw":1,"passes":"unlimited","foundationToTableau":true}',
  'pass: 1',
  'foundations: C0 D0 H0 S0',
  'stock: 2H TD 2D 5D QD AC 6D 3C 9D 5H 7H QS QH 8D 3H 4C 3D 7D 6H TS 8C 4S JD AH QC',
  'waste:',
  'T1:  | 9S',
  'T2: 8H | QC',
  'T3: 5S 9C | AS',
  'T4: KS KC 6S | 4D',
  'T5: AD 2C 3S KH | JC',
  'T6: 7C JS 8S KD 4H | 2S',
  'T7: 9H TC TH 5C 7S JH | 6C',
].join('\n');

interface Case {
  readonly name: string;
  readonly argv: string[];
  readonly stdin?: string;
  readonly status: 1 | 2;
  readonly says: RegExp;
}

const CASES: Case[] = [
  // The command line itself.
  { name: 'no command', argv: [], status: 2, says: /missing command/ },
  { name: 'unknown command', argv: ['frobnicate'], status: 2, says: /unknown command "frobnicate"/ },
  { name: 'unknown top-level option', argv: ['--frob'], status: 2, says: /unknown option "--frob"/ },
  { name: 'help for an unknown command', argv: ['help', 'nope'], status: 2, says: /unknown command "nope"/ },
  // deal
  { name: 'deal without --seed', argv: ['deal'], status: 2, says: /--seed N is required/ },
  {
    name: 'deal, seed not a number',
    argv: ['deal', '--seed', 'abc'],
    status: 2,
    says: /--seed must be.*"abc"/,
  },
  { name: 'deal, negative seed', argv: ['deal', '--seed', '-1'], status: 2, says: /--seed must be.*"-1"/ },
  { name: 'deal, negative seed (=)', argv: ['deal', '--seed=-5'], status: 2, says: /--seed must be.*"-5"/ },
  { name: 'deal, seed too big', argv: ['deal', '--seed', '4294967296'], status: 2, says: /--seed must be/ },
  { name: 'deal, fractional seed', argv: ['deal', '--seed', '1.5'], status: 2, says: /--seed must be/ },
  { name: 'deal, seed in exponent form', argv: ['deal', '--seed', '1e3'], status: 2, says: /--seed must be/ },
  { name: 'deal, empty seed', argv: ['deal', '--seed', ''], status: 2, says: /--seed must be/ },
  { name: 'deal, missing value', argv: ['deal', '--seed'], status: 2, says: /--seed needs a value/ },
  {
    name: 'deal, value is a flag',
    argv: ['deal', '--seed', '--json'],
    status: 2,
    says: /--seed needs a value/,
  },
  {
    name: 'deal, unknown flag',
    argv: ['deal', '--seed', '1', '--fast'],
    status: 2,
    says: /unknown option "--fast"/,
  },
  { name: 'deal, unknown short flag', argv: ['deal', '-x'], status: 2, says: /unknown option "-x"/ },
  {
    name: 'deal, value for a switch',
    argv: ['deal', '--seed', '1', '--json=yes'],
    status: 2,
    says: /--json takes no value/,
  },
  {
    name: 'deal, stray argument',
    argv: ['deal', '--seed', '1', 'extra'],
    status: 2,
    says: /unexpected argument "extra"/,
  },
  // moves: where the position comes from
  { name: 'moves, no start', argv: ['moves'], status: 2, says: /--deal D, --seed N or --position FILE/ },
  {
    name: 'moves, deal and seed',
    argv: ['moves', '--seed', '1', '--deal', DEAL1],
    status: 2,
    says: /only one of/,
  },
  {
    name: 'moves, seed and position',
    argv: ['moves', '--seed', '1', '--position', '-'],
    status: 2,
    says: /only one of/,
  },
  { name: 'moves, bad seed', argv: ['moves', '--seed', 'x1'], status: 2, says: /--seed must be/ },
  {
    name: 'moves, deal too short',
    argv: ['moves', '--deal', DEAL1.slice(0, 102)],
    status: 2,
    says: /--deal: a deal has 52 cards.*102 characters/,
  },
  {
    name: 'moves, deal too long',
    argv: ['moves', '--deal', `${DEAL1}AS`],
    status: 2,
    says: /106 characters/,
  },
  {
    name: 'moves, duplicate card',
    argv: ['moves', '--deal', `9S9S${DEAL1.slice(4)}`],
    status: 2,
    says: /card 2 "9S" appears twice/,
  },
  {
    name: 'moves, unknown card',
    argv: ['moves', '--deal', `1X${DEAL1.slice(2)}`],
    status: 2,
    says: /card 1 "1X" is not a card/,
  },
  {
    name: 'moves, empty deal',
    argv: ['moves', '--deal', ''],
    status: 2,
    says: /--deal: a deal has 52 cards/,
  },
  // moves: rules
  { name: 'moves, draw 0', argv: ['moves', '--seed', '1', '--draw', '0'], status: 2, says: /--draw must be/ },
  {
    name: 'moves, draw not a number',
    argv: ['moves', '--seed', '1', '--draw', 'three'],
    status: 2,
    says: /--draw must be.*"three"/,
  },
  {
    name: 'moves, negative draw',
    argv: ['moves', '--seed', '1', '--draw', '-3'],
    status: 2,
    says: /--draw must be.*"-3"/,
  },
  {
    name: 'moves, passes 0',
    argv: ['moves', '--seed', '1', '--passes', '0'],
    status: 2,
    says: /--passes must be/,
  },
  {
    name: 'moves, passes word',
    argv: ['moves', '--seed', '1', '--passes', 'many'],
    status: 2,
    says: /--passes must be.*"many"/,
  },
  {
    name: 'moves, missing --draw value',
    argv: ['moves', '--seed', '1', '--draw'],
    status: 2,
    says: /--draw needs a value/,
  },
  {
    name: 'moves, value for a switch',
    argv: ['moves', '--seed', '1', '--no-foundation-to-tableau=1'],
    status: 2,
    says: /takes no value/,
  },
  {
    name: 'moves, rule flags with a position',
    argv: ['moves', '--position', '-', '--draw', '3'],
    status: 2,
    says: /rule flags do not go with --position/,
  },
  // moves: history
  {
    name: 'moves, unreadable history move',
    argv: ['moves', '--seed', '1', '--history', 'S W>F X9 S'],
    status: 2,
    says: /--history: move 3: "X9" is not a move/,
  },
  {
    name: 'moves, column out of range',
    argv: ['moves', '--seed', '1', '--history', 'T8>F'],
    status: 2,
    says: /move 1: "T8>F" is not a move/,
  },
  {
    name: 'moves, count out of range',
    argv: ['moves', '--seed', '1', '--history', 'S,T1>T2:0'],
    status: 2,
    says: /move 2: "T1>T2:0"/,
  },
  {
    name: 'moves, illegal history move',
    argv: ['moves', '--seed', '1', '--history', 'S S T1>T2'],
    status: 1,
    says: /--history: move 3 "T1>T2" is illegal: no card there builds/,
  },
  {
    name: 'moves, illegal redeal',
    argv: ['moves', '--seed', '1', '--history', 'R'],
    status: 1,
    says: /move 1 "R" is illegal: the stock is not empty yet/,
  },
  {
    name: 'moves, redeal past the pass limit',
    argv: ['moves', '--seed', '1', '--passes', '1', '--history', `${'S '.repeat(24)}R`],
    status: 1,
    says: /move 25 "R" is illegal: no passes through the stock are left/,
  },
  {
    name: 'moves, foundation-to-tableau off',
    argv: [
      'moves',
      '--deal',
      EASY_DEAL,
      '--no-foundation-to-tableau',
      '--history',
      'T7>F T7>F T7>F T7>F T7>F T7>F T7>F T6>F FC>T6',
    ],
    status: 1,
    says: /move 9 "FC>T6" is illegal: these rules do not let/,
  },
  {
    name: 'moves, wrong count',
    argv: [
      'moves',
      '--deal',
      EASY_DEAL,
      '--history',
      'T7>F T7>F T7>F T7>F T7>F T7>F T7>F T6>F T6>F T6>F T6>F T6>F T6>F T3>T7:2',
    ],
    status: 1,
    says: /move 14 "T3>T7:2" is illegal: only a King/,
  },
  // moves: --position
  {
    name: 'moves, missing position file',
    argv: ['moves', '--position', join(dir, 'nope.txt')],
    status: 2,
    says: /cannot read ".*nope\.txt": no such file/,
  },
  {
    name: 'moves, position is a directory',
    argv: ['moves', '--position', dir],
    status: 2,
    says: /it is a directory/,
  },
  {
    name: 'moves, empty position on stdin',
    argv: ['moves', '--position', '-'],
    stdin: '',
    status: 2,
    says: /--position: empty input/,
  },
  {
    name: 'moves, not a position',
    argv: ['moves', '--position', '-'],
    stdin: 'hello',
    status: 2,
    says: /--position: a position starts with/,
  },
  {
    name: 'moves, incomplete position',
    argv: ['moves', '--position', POSITION_BAD],
    status: 2,
    says: /--position: missing line "pass"/,
  },
  {
    name: 'moves, position with a card twice',
    argv: ['moves', '--position', '-'],
    stdin: POSITION_TWICE,
    status: 2,
    says: /--position: QC appears 2 times/,
  },

  // show
  { name: 'show, no start', argv: ['show'], status: 2, says: /say which position/ },
  {
    name: 'show, json and position text',
    argv: ['show', '--seed', '1', '--json', '--position-text'],
    status: 2,
    says: /not both/,
  },
  {
    name: 'show, illegal history',
    argv: ['show', '--seed', '1', '--history', 'W>F'],
    status: 1,
    says: /move 1 "W>F" is illegal: the waste is empty/,
  },
  { name: 'show, bad deal', argv: ['show', '--deal', 'KS'], status: 2, says: /--deal: a deal has 52 cards/ },
  {
    name: 'show, unknown flag',
    argv: ['show', '--seed', '1', '--colour'],
    status: 2,
    says: /unknown option "--colour"/,
  },
  // replay
  { name: 'replay, no file', argv: ['replay'], status: 2, says: /missing FILE/ },
  { name: 'replay, two files', argv: ['replay', GOOD, GOOD], status: 2, says: /unexpected argument/ },
  {
    name: 'replay, missing file',
    argv: ['replay', join(dir, 'missing.json')],
    status: 2,
    says: /cannot read ".*missing\.json": no such file/,
  },
  { name: 'replay, a directory', argv: ['replay', dir], status: 2, says: /it is a directory/ },
  {
    name: 'replay, unknown flag',
    argv: ['replay', GOOD, '--fast'],
    status: 2,
    says: /unknown option "--fast"/,
  },
  { name: 'replay, empty stdin', argv: ['replay', '-'], stdin: '', status: 1, says: /the record is empty/ },
  {
    name: 'replay, blank stdin',
    argv: ['replay', '-'],
    stdin: ' \n\n',
    status: 1,
    says: /the record is empty/,
  },
  { name: 'replay, empty file', argv: ['replay', EMPTY], status: 1, says: /the record is empty/ },
  {
    name: 'replay, truncated record',
    argv: ['replay', TRUNCATED],
    status: 1,
    says: /not valid JSON \(broken or truncated\)/,
  },
  {
    name: 'replay, garbage on stdin',
    argv: ['replay', '-'],
    stdin: 'S W>F',
    status: 1,
    says: /not valid JSON/,
  },
  { name: 'replay, JSON array', argv: ['replay', ARRAY], status: 1, says: /a game record is a JSON object/ },
  {
    name: 'replay, unknown format',
    argv: ['replay', UNKNOWN_FORMAT],
    status: 1,
    says: /unknown format "klondike-game\/9"/,
  },
  { name: 'replay, no format', argv: ['replay', NO_FORMAT], status: 1, says: /unknown format undefined/ },
  {
    name: 'replay, short deal',
    argv: ['replay', BAD_DEAL],
    status: 1,
    says: /invalid deal: a deal has 52 cards/,
  },
  {
    name: 'replay, duplicate card',
    argv: ['replay', DUP_DEAL],
    status: 1,
    says: /invalid deal: card 2 "AS" appears twice/,
  },
  {
    name: 'replay, unknown rule',
    argv: ['replay', BAD_RULES],
    status: 1,
    says: /unknown rules: unknown rule "jokers"/,
  },
  { name: 'replay, bad draw', argv: ['replay', BAD_DRAW], status: 1, says: /unknown rules: draw must be/ },
  { name: 'replay, seed of another deal', argv: ['replay', BAD_SEED], status: 1, says: /invalid seed/ },
  {
    name: 'replay, illegal move',
    argv: ['replay', ILLEGAL],
    status: 1,
    says: /move 3 "T1>T2" is illegal: no card there builds/,
  },
  {
    name: 'replay, unreadable move',
    argv: ['replay', UNREADABLE_MOVE],
    status: 1,
    says: /move 3 "T9>F": not a move/,
  },
  { name: 'replay, moves not a list', argv: ['replay', NOT_LIST], status: 1, says: /"moves" must be a list/ },
  // play: only the flags (the session itself is tested in play.test.ts)
  {
    name: 'play, bad scoring',
    argv: ['play', '--seed', '1', '--scoring', 'golf'],
    status: 2,
    says: /--scoring must be standard, vegas or none, not "golf"/,
  },
  {
    name: 'play, timed vegas',
    argv: ['play', '--seed', '1', '--scoring', 'vegas', '--timed'],
    status: 2,
    says: /--timed goes with standard/,
  },
  {
    name: 'play, deal and seed',
    argv: ['play', '--seed', '1', '--deal', DEAL1],
    status: 2,
    says: /not both/,
  },
  { name: 'play, bad seed', argv: ['play', '--seed', '99999999999'], status: 2, says: /--seed must be/ },
  {
    name: 'play, bad deal',
    argv: ['play', '--deal', DEAL1.replace('9S', 'ZZ')],
    status: 2,
    says: /card 1 "ZZ" is not a card/,
  },
  {
    name: 'play, position is not a play flag',
    argv: ['play', '--position', '-'],
    status: 2,
    says: /unknown option "--position"/,
  },
  {
    name: 'play, unwritable save file',
    argv: ['play', '--seed', '1', '--save', join(dir, 'no', 'such', 'dir.json')],
    status: 2,
    says: /cannot write ".*dir\.json": ENOENT/,
  },
  {
    name: 'play, empty save name',
    argv: ['play', '--seed', '1', '--save', ''],
    status: 2,
    says: /--save needs a file name/,
  },
];

describe("every error path: one line on stderr, nothing on stdout, the contract's exit status", () => {
  for (const c of CASES) {
    it(`${c.name} (in process)`, async () => {
      const r = await runIn(c.argv, c.stdin ?? '');
      expect(r.status).toBe(c.status);
      expect(oneErrorLine(r.stderr), r.stderr).toBe(true);
      expect(r.stderr).toMatch(c.says);
      // `klondike` with no command also prints the command list; every other error prints nothing.
      if (c.argv.length > 0) expect(r.stdout).toBe('');
    });
  }
  it('the bundle agrees with the in-process runs on every case', async () => {
    for (const c of CASES) {
      const r = runBundle(c.argv, c.stdin ?? '');
      expect({ name: c.name, status: r.status, one: oneErrorLine(r.stderr) }).toEqual({
        name: c.name,
        status: c.status,
        one: true,
      });
      expect(r.stderr).toMatch(c.says);
    }
  });
  it('a valid record replays with status 0 (the fixtures are otherwise sound)', async () => {
    const r = await runIn(['replay', GOOD]);
    expect(r).toMatchObject({ status: 0, stderr: '' });
  });
});
