// Checks the daily-deal rule over a range of dates: for every day and preset, how many candidates
// it took, the most states any candidate needed to be decided (against DAILY_DECIDE_STATES), and
// whether any day fell back to the bundled list.
// Usage: npx tsx scripts/check-daily.ts [FIRST_DATE] [LAST_DATE]   (default 2026-11-29 2027-12-31)
import { dateOf, dayOf } from '../src/assist/calendar.ts';
import { DAILY_DECIDE_STATES, DAILY_MAX_TRIES, dailyCandidates } from '../src/assist/daily.ts';
import { solveWithin } from '../src/assist/index.ts';
import { dealFromSeed, PRESETS, startPosition } from '../src/engine/index.ts';

const first = dayOf(process.argv[2] ?? '2026-11-29');
const last = dayOf(process.argv[3] ?? '2027-12-31');
if (first === undefined || last === undefined) throw new Error('dates are YYYY-MM-DD');
const t0 = performance.now();
for (const preset of PRESETS) {
  let days = 0;
  let tries = 0;
  let maxTries = 0;
  let maxStates = 0;
  let fallbacks = 0;
  for (let day = first; day <= last; day++) {
    const date = dateOf(day);
    let k = 0;
    let decided = false;
    for (const seed of dailyCandidates(date, preset.id, DAILY_MAX_TRIES)) {
      k++;
      const r = solveWithin(startPosition(dealFromSeed(seed), preset.rules), { states: DAILY_DECIDE_STATES });
      maxStates = Math.max(maxStates, r.states);
      if (r.result === 'unknown') break;
      if (r.result === 'solved') {
        decided = true;
        break;
      }
    }
    days++;
    tries += k;
    maxTries = Math.max(maxTries, k);
    if (!decided) fallbacks++;
  }
  process.stdout.write(
    `${preset.id}: ${days} days, ${fallbacks} fell back to the bundled list, candidates per day mean ${(tries / days).toFixed(2)} max ${maxTries}, most states for one candidate ${maxStates} (budget ${DAILY_DECIDE_STATES})\n`,
  );
}
process.stdout.write(`${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
