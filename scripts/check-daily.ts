// Checks the daily deal over a range of dates, as a player's device computes it (`dailySeed`): for
// every preset, the CPU time of the slowest day, where the deal came from (the shipped list, a
// search past it, or the bundled fallback) and the candidates per day. With a BIG_BUDGET_STATES, it
// also decides each candidate the search rule skipped as undecided (within DAILY_DECIDE_STATES)
// before a day's deal, to show how many skipped candidates could in truth be won.
// Usage: npx tsx scripts/check-daily.ts [FIRST_DATE] [LAST_DATE] [BIG_BUDGET_STATES]
//        (default: today to three years ahead, no big budget)
import { dateAt, dateOf, dayOf } from '../src/assist/calendar.ts';
import { DAILY_DECIDE_STATES, dailyCandidates, dailySeed } from '../src/assist/daily.ts';
import { solveWithin } from '../src/assist/index.ts';
import { cpuClock } from '../src/cli/cpu-clock.ts';
import { dealFromSeed, PRESETS, startPosition } from '../src/engine/index.ts';
import { solve } from '../src/solver/index.ts';

const today = dayOf(dateAt(Date.now())) as number;
const first = dayOf(process.argv[2] ?? dateOf(today));
const last = dayOf(process.argv[3] ?? dateOf(today + 3 * 365 + 1));
const big = Number(process.argv[4] ?? 0);
if (first === undefined || last === undefined || last < first) throw new Error('dates are YYYY-MM-DD');
const cpuMs = cpuClock().now;
process.stdout.write(`${dateOf(first)} to ${dateOf(last)}, ${last - first + 1} days\n`);
for (const preset of PRESETS) {
  const sources = { list: 0, search: 0, bundled: 0 };
  let tries = 0;
  let maxTries = 0;
  let worst = { ms: 0, date: '' };
  const undecided: { date: string; seed: number }[] = [];
  for (let day = first; day <= last; day++) {
    const date = dateOf(day);
    const t0 = cpuMs();
    const r = dailySeed(date, preset.id);
    const ms = cpuMs() - t0;
    if (!r.ok) throw new Error(r.error.message);
    if (ms > worst.ms) worst = { ms, date };
    sources[r.value.source]++;
    tries += r.value.tries;
    maxTries = Math.max(maxTries, r.value.tries);
    if (big > 0)
      for (const seed of dailyCandidates(date, preset.id, r.value.tries - 1))
        if (
          solveWithin(startPosition(dealFromSeed(seed), preset.rules), { states: DAILY_DECIDE_STATES })
            .result === 'unknown'
        )
          undecided.push({ date, seed });
  }
  const verdicts = undecided.map(({ date, seed }) => {
    const r = solve(startPosition(dealFromSeed(seed), preset.rules), {
      budgetStates: big,
      maxMemoryMB: 1024,
    });
    return `${date} ${seed}: ${r.result} (${r.states} states)`;
  });
  const days = last - first + 1;
  process.stdout.write(
    `${preset.id}: slowest ${worst.ms.toFixed(1)} ms CPU (${worst.date}); list ${sources.list}, search ${sources.search}, bundled ${sources.bundled}; candidates per day mean ${(tries / days).toFixed(2)}, max ${maxTries}` +
      (big > 0
        ? `; ${undecided.length} skipped as undecided, with ${big} states: ${verdicts.join('; ') || 'none'}`
        : '') +
      '\n',
  );
}
