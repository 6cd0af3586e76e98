import { dealFromSeed, makeDeal } from '../../engine/index.ts';
import type { Command } from '../command.ts';
import { parseFlags, seedFlag } from '../flags.ts';
import { EXIT_OK, usageError } from '../io.ts';

/** `klondike deal --seed N [--json]`: the deal string of a numbered deal. */
export const dealCommand: Command = {
  name: 'deal',
  summary: 'print the deal string of a numbered deal',
  help: [
    'Usage: klondike deal --seed N [--json]',
    '',
    'Prints the deal string (52 cards, 104 characters) of numbered deal N (0..4294967295).',
    '  --seed N   the deal number',
    '  --json     print {"seed":N,"deal":"..."} instead',
  ].join('\n'),
  run: (args, io) => {
    const flags = parseFlags(args, { seed: 'string', json: 'boolean' });
    if (flags.seed === undefined) throw usageError('--seed N is required');
    const seed = seedFlag(flags.seed);
    const deal = makeDeal(dealFromSeed(seed));
    io.out(flags.json ? `${JSON.stringify({ seed, deal })}\n` : `${deal}\n`);
    return EXIT_OK;
  },
};
