import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Every `npx klondike …` line of README.md's code blocks runs as printed (through the bundle, with
// the same arguments, read by the shell as a reader's shell would), from the repository root, with
// an empty standard input (`play` then ends at once), and exits 0.

/** The `npx klondike` lines of the fenced code blocks of a Markdown text. */
const klondikeLines = (markdown: string): string[] => {
  const blocks = [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((m) => m[1] as string);
  return blocks.flatMap((b) =>
    b
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.startsWith('npx klondike ')),
  );
};

const LINES = klondikeLines(readFileSync('README.md', 'utf8'));

describe('README.md', () => {
  it('has command-line examples', () => {
    expect(LINES.length).toBeGreaterThanOrEqual(5);
    expect(LINES).toContain('npx klondike play --seed 42 --draw 3');
  });

  it('keeps its two set-up commands', () => {
    const text = readFileSync('README.md', 'utf8');
    expect(
      text.startsWith('# Klondike\n\n```sh\nnpm ci && npm start\n```\n\n```sh\nnpm ci && npm test\n```\n'),
    ).toBe(true);
  });

  it.each(LINES)('%s exits 0', (line) => {
    const command = `"${process.execPath}" dist/cli.js ${line.slice('npx klondike '.length)}`;
    const r = spawnSync('sh', ['-c', command], { input: '', encoding: 'utf8' });
    // `survey` without --out prints its summary on standard error; anything else there is an error.
    const stderr = r.stderr.replace(/^deals \d+: [\s\S]*$/, '');
    expect({ status: r.status, stderr }).toEqual({ status: 0, stderr: '' });
    expect(r.stdout).not.toBe('');
  });
});
