import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../kit/temp.ts';
import { record, ruleFlags } from './referee.ts';
import { random, randomDeal, randomRules, type Visit, walk } from './walk.ts';

// The real command line (dist/cli.js, built by the test setup) against the referee. Processes run a few
// at a time; the two cores are shared, so the counts are kept to what runs in a few seconds.

// About 8 s alone on an idle machine; far more when every core is busy with other test files.
const SLOW = 180_000;
const ROOT = resolve(import.meta.dirname, '../../..');
const CLI = join(ROOT, 'dist', 'cli.js');
const TMP = tempDir('klondike-referee-');

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

const run = (args: string[]): Promise<Run> =>
  new Promise((done) => {
    execFile(process.execPath, [CLI, ...args], { cwd: ROOT, timeout: 30000 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
      done({ code, stdout, stderr });
    });
  });

/** Runs jobs with at most `width` at once, keeping results in order. */
const pool = async <T, R>(items: readonly T[], width: number, job: (item: T) => Promise<R>): Promise<R[]> => {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) out[i] = await job(items[i] as T);
  };
  await Promise.all(Array.from({ length: width }, worker));
  return out;
};

interface Sample extends Visit {
  readonly deal: string;
  readonly rules: ReturnType<typeof randomRules>;
}

/** Positions from referee walks: one per game at a random depth, so that shallow and deep positions both occur. */
const samples = (games: number, seed: number): Sample[] => {
  const out: Sample[] = [];
  for (let g = 0; g < games; g++) {
    const rnd = random(seed + g);
    const deal = randomDeal(rnd);
    const rules = randomRules(rnd);
    const stop = Math.floor(rnd() * 150);
    walk(deal, rules, rnd, stop, (v) => {
      if (v.history.length === stop || v.legal.length === 0) out.push({ ...v, deal, rules });
    });
  }
  return out;
};

const sorted = (a: readonly string[]) => [...a].sort();

describe('the command line agrees with the referee', () => {
  it(
    'klondike moves prints exactly the referee legal moves of 200 random positions',
    async () => {
      const cases = samples(200, 50000);
      const results = await pool(cases, 4, (c) =>
        run(['moves', '--deal', c.deal, '--history', c.history.join(' '), ...ruleFlags(c.rules)]),
      );
      const wrong: string[] = [];
      results.forEach((r, i) => {
        const c = cases[i] as Sample;
        const printed = r.stdout.split('\n').filter((l) => l !== '');
        const expected = [...new Set(c.legal.map((m) => m.text))];
        if (r.code !== 0 || r.stderr !== '' || sorted(printed).join(' ') !== sorted(expected).join(' '))
          wrong.push(
            `${c.deal} ${JSON.stringify(c.rules)} "${c.history.join(' ')}": exit ${r.code} ${r.stderr.trim()} printed [${printed.join(' ')}] expected [${sorted(expected).join(' ')}]`,
          );
      });
      expect(wrong).toEqual([]);
      // The sample must hold the interesting cases, not only openings.
      expect(cases.filter((c) => c.history.length > 50).length).toBeGreaterThan(40);
      expect(cases.filter((c) => c.legal.some((m) => m.text === 'R')).length).toBeGreaterThan(5);
    },
    SLOW,
  );

  it(
    'every record the referee writes replays with klondike replay (exit 0); a broken one exits 1',
    async () => {
      const games = samples(30, 90000).map((c, i) => {
        const file = join(TMP, `game-${i}.json`);
        writeFileSync(file, record(c.deal, c.rules, c.history));
        return { file, ...c };
      });
      // The same records with one move made illegal: a column onto itself, which no rule allows.
      const broken = games.slice(0, 5).map((g, i) => {
        const file = join(TMP, `broken-${i}.json`);
        const at = Math.floor(g.history.length / 2);
        writeFileSync(
          file,
          record(g.deal, g.rules, [...g.history.slice(0, at), 'T1>T1', ...g.history.slice(at)]),
        );
        return { file, at };
      });
      const good = await pool(games, 4, (g) => run(['replay', g.file]));
      const wrong = good.flatMap((r, i) =>
        r.code === 0 ? [] : [`${(games[i] as Sample).history.join(' ')}: exit ${r.code} ${r.stderr.trim()}`],
      );
      expect(wrong).toEqual([]);
      const bad = await pool(broken, 4, (b) => run(['replay', b.file]));
      bad.forEach((r, i) => {
        expect(r.code).toBe(1);
        expect(r.stderr).toContain(`move ${(broken[i] as { at: number }).at + 1} "T1>T1"`);
      });
    },
    SLOW,
  );
});
