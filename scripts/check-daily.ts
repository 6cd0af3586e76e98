// Checks the daily-deal rule over a range of dates: for every day and preset, how many candidates
// it took, whether any day fell back to the bundled list, and the candidates left undecided within
// DAILY_DECIDE_STATES (skipped like lost ones), which it then decides with a far larger budget: the
// rule is "the first candidate that can be won" only if those are in truth lost.
// Usage: npx tsx scripts/check-daily.ts [FIRST_DATE] [LAST_DATE] [BIG_BUDGET_STATES]
//        (default 2026-11-29 2027-06-30 100000000)
import { dateOf, dayOf } from '../src/assist/calendar.ts';
import { DAILY_DECIDE_STATES, DAILY_MAX_TRIES, dailyCandidates } from '../src/assist/daily.ts';
import { solveWithin } from '../src/assist/index.ts';
import { dealFromSeed, PRESETS, startPosition } from '../src/engine/index.ts';
import { solve } from '../src/solver/index.ts';

const first = dayOf(process.argv[2] ?? '2026-11-29');
const last = dayOf(process.argv[3] ?? '2027-06-30');
const big = Number(process.argv[4] ?? 100_000_000);
if (first === undefined || last === undefined) throw new Error('dates are YYYY-MM-DD');
const t0 = performance.now();
for (const preset of PRESETS) {
  let days = 0;
  let tries = 0;
  let maxTries = 0;
  let fallbacks = 0;
  const undecided: { date: string; seed: number }[] = [];
  for (let day = first; day <= last; day++) {
    const date = dateOf(day);
    let k = 0;
    let found = false;
    for (const seed of dailyCandidates(date, preset.id, DAILY_MAX_TRIES)) {
      k++;
      const r = solveWithin(startPosition(dealFromSeed(seed), preset.rules), { states: DAILY_DECIDE_STATES });
      if (r.result === 'unknown') undecided.push({ date, seed });
      if (r.result === 'solved') {
        found = true;
        break;
      }
    }
    days++;
    tries += k;
    maxTries = Math.max(maxTries, k);
    if (!found) fallbacks++;
  }
  const verdicts = undecided.map(({ date, seed }) => {
    const r = solve(startPosition(dealFromSeed(seed), preset.rules), {
      budgetStates: big,
      maxMemoryMB: 512,
    });
    return `${date} ${seed}: ${r.result} (${r.states} states)`;
  });
  process.stdout.write(
    `${preset.id}: ${days} days, ${fallbacks} fell back to the bundled list, candidates per day mean ${(tries / days).toFixed(2)} max ${maxTries}; ${undecided.length} undecided within ${DAILY_DECIDE_STATES} states${verdicts.length > 0 ? `, with ${big}: ${verdicts.join('; ')}` : ''}\n`,
  );
}
process.stdout.write(`${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
