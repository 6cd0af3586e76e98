import {
  bundledSeed,
  DIFFICULTIES,
  type Difficulty,
  FIND_MAX_TRIES,
  findWinnableSeed,
  presetOf,
} from '../../assist/index.ts';
import { dealFromSeed, describeRules, makeDeal } from '../../engine/index.ts';
import type { Command } from '../command.ts';
import { hasRuleFlags, parseFlags, RULE_FLAGS, rulesFromFlags, seedFlag } from '../flags.ts';
import { EXIT_OK, illegalError, nowOf, usageError } from '../io.ts';
import { seedFromClock } from './play.ts';

/** `klondike deal --seed N [--json]` or `klondike deal --winnable …`: a numbered deal. */
export const dealCommand: Command = {
  name: 'deal',
  summary: 'print the deal string of a numbered deal, or find a proven-winnable one',
  help: [
    'Usage: klondike deal --seed N [--json]',
    '       klondike deal --winnable [--seed-from N] [--difficulty easy|medium|hard] [rule flags] [--json]',
    '',
    'Prints the deal string (52 cards, 104 characters) of numbered deal N (0..4294967295).',
    '  --seed N   the deal number',
    '  --json     print {"seed":N,"deal":"..."} instead',
    '',
    'With --winnable, finds a numbered deal the solver proves winnable under the rules (it walks',
    'deal numbers from a start in a fixed stride and solves each within a fixed budget), prints',
    '"Deal N (rules; proven winnable, GRADE)" and the deal string on the next line, or with --json',
    '{"seed":N,"deal":"...","difficulty":"..."}. The grade comes from the solver\'s effort and the',
    'length of its solution (docs/assist.md). When no candidate is proved in time, a deal from the',
    'bundled list of proven seeds is used for the rule presets; for other rules it is an error.',
    '  --seed-from N   start the walk at deal N (default: a number from the clock)',
    '  --difficulty D  only a deal of grade D: easy, medium or hard',
    '  --draw N, --passes N|unlimited, --no-foundation-to-tableau   the rules (default draw 1, unlimited)',
    '',
    'Exit status: 0 printed; 1 no winnable deal found (rules that are no preset); 2 bad flags.',
  ].join('\n'),
  run: (args, io) => {
    const flags = parseFlags(args, {
      seed: 'string',
      json: 'boolean',
      winnable: 'boolean',
      'seed-from': 'string',
      difficulty: 'string',
      ...RULE_FLAGS,
    });
    if (flags.winnable !== true) {
      if (flags['seed-from'] !== undefined || flags.difficulty !== undefined || hasRuleFlags(flags))
        throw usageError('--seed-from, --difficulty and the rule flags go with --winnable');
      if (flags.seed === undefined) throw usageError('--seed N is required (or --winnable)');
      const seed = seedFlag(flags.seed);
      const deal = makeDeal(dealFromSeed(seed));
      io.out(flags.json ? `${JSON.stringify({ seed, deal })}\n` : `${deal}\n`);
      return EXIT_OK;
    }
    if (flags.seed !== undefined)
      throw usageError('--winnable chooses the deal: give --seed-from N, not --seed');
    const difficulty = flags.difficulty?.trim().toLowerCase() as Difficulty | undefined;
    if (difficulty !== undefined && !DIFFICULTIES.includes(difficulty))
      throw usageError(`--difficulty must be easy, medium or hard, not "${flags.difficulty}"`);
    const rules = rulesFromFlags(flags);
    const start =
      flags['seed-from'] === undefined
        ? seedFromClock(nowOf(io))
        : seedFlag(flags['seed-from'], '--seed-from');
    const found = findWinnableSeed(start, rules, difficulty === undefined ? {} : { difficulty });
    let seed: number;
    let grade: Difficulty;
    let note = '';
    if (found.found) {
      seed = found.seed;
      grade = found.difficulty;
    } else {
      const preset = presetOf(rules);
      const b = preset === undefined ? undefined : bundledSeed(preset, start, difficulty);
      if (b === undefined)
        throw illegalError(`no deal proved winnable in ${FIND_MAX_TRIES} tries; try another --seed-from`);
      seed = b.seed;
      grade = b.difficulty;
      note = ', from the bundled list';
    }
    const deal = makeDeal(dealFromSeed(seed));
    io.out(
      flags.json
        ? `${JSON.stringify({ seed, deal, difficulty: grade })}\n`
        : `Deal ${seed} (${describeRules(rules)}; proven winnable, ${grade}${note})\n${deal}\n`,
    );
    return EXIT_OK;
  },
};
