import { checkDaily, dailySeed, dateAt } from '../../assist/index.ts';
import { describeRules, PRESETS } from '../../engine/index.ts';
import type { Command } from '../command.ts';
import { parseFlags } from '../flags.ts';
import { EXIT_OK, nowOf, usageError } from '../io.ts';

/** `klondike daily [--date YYYY-MM-DD] [--preset P] [--json]`: the day's proven-winnable deal. */
export const dailyCommand: Command = {
  name: 'daily',
  summary: "print the day's deal: one proven-winnable deal per date and preset, the same everywhere",
  help: [
    `Usage: klondike daily [--date YYYY-MM-DD] [--preset ${PRESETS.map((p) => p.id).join('|')}] [--json]`,
    '',
    'Prints the daily deal of a date and rule preset: the first deal of a sequence seeded by the',
    'date and the preset that the solver proves winnable within a fixed budget (docs/assist.md),',
    'the same on every machine and in the web game, with no server. Prints',
    '"Daily deal DATE, PRESET (rules): deal N" and the deal string on the next line.',
    '  --date YYYY-MM-DD  the day (default: today, UTC, from the clock)',
    '  --preset P         the rules preset (default draw1)',
    '  --json             print {"date":"...","preset":"...","seed":N,"deal":"..."} instead',
    '',
    'Exit status: 0 printed; 2 bad flags, a date that is not a real day, an unknown preset.',
  ].join('\n'),
  run: (args, io) => {
    const flags = parseFlags(args, { date: 'string', preset: 'string', json: 'boolean' });
    const date = flags.date?.trim() ?? dateAt(nowOf(io));
    const presetId = flags.preset?.trim().toLowerCase() ?? 'draw1';
    const checked = checkDaily(date, presetId);
    if (!checked.ok)
      throw usageError(
        checked.error.code === 'bad-date'
          ? `--date must be a real day written YYYY-MM-DD, not "${flags.date}"`
          : `--preset must be one of ${PRESETS.map((p) => p.id).join(', ')}, not "${flags.preset}"`,
      );
    const r = dailySeed(date, checked.value);
    if (!r.ok) throw usageError(r.error.message);
    const { seed, deal } = r.value;
    const rules = (PRESETS.find((p) => p.id === checked.value) as (typeof PRESETS)[number]).rules;
    io.out(
      flags.json
        ? `${JSON.stringify({ date, preset: checked.value, seed, deal })}\n`
        : `Daily deal ${date}, ${checked.value} (${describeRules(rules)}): deal ${seed}\n${deal}\n`,
    );
    return EXIT_OK;
  },
};
