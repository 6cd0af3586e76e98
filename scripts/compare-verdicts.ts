// Compares two survey files (`klondike survey --out FILE`, JSON lines) deal by deal: how many deals
// both decided, and every deal one calls solved and the other unsolvable (a wrong pruning shows up
// there first). Exits 1 when there is such a deal.
// Usage: npx tsx scripts/compare-verdicts.ts OLD.jsonl NEW.jsonl
import { readFileSync } from 'node:fs';

const read = (file: string): Map<number, string> => {
  const verdicts = new Map<number, string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      const o = JSON.parse(line) as { seed?: unknown; result?: unknown };
      if (typeof o.seed === 'number' && typeof o.result === 'string') verdicts.set(o.seed, o.result);
    } catch {
      // A line cut off by a killed survey: skipped.
    }
  }
  return verdicts;
};

const [oldFile, newFile] = process.argv.slice(2);
if (oldFile === undefined || newFile === undefined) {
  process.stderr.write('usage: npx tsx scripts/compare-verdicts.ts OLD.jsonl NEW.jsonl\n');
  process.exit(2);
}
const a = read(oldFile);
const b = read(newFile);
let both = 0;
const differ: string[] = [];
for (const [seed, x] of a) {
  const y = b.get(seed);
  if (y === undefined || x === 'unknown' || y === 'unknown') continue;
  both++;
  if (x !== y) differ.push(`deal ${seed}: ${x} before, ${y} now`);
}
process.stdout.write(
  `${a.size} and ${b.size} deals, ${both} decided by both, ${differ.length} disagreements\n`,
);
for (const d of differ) process.stdout.write(`${d}\n`);
process.exit(differ.length > 0 ? 1 : 0);
