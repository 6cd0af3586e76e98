import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Reads the sources and keeps the architecture of docs/development.md: imports go one way, and the engine
// and solver stay pure (no clock, no randomness, no DOM, no Node, no logging).

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');
const AREAS = ['engine', 'solver', 'assist', 'cli', 'web'] as const;
type Area = (typeof AREAS)[number];

/** Every source file under src/, tests excluded (they may use test tools and Node). */
const sources = (dir = SRC): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|tsx|js|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });

const areaOf = (path: string): Area | undefined => {
  const first = relative(SRC, path).split(/[\\/]/)[0];
  return AREAS.find((a) => a === first);
};

/** The code without comments, so that words in comments do not count. */
const code = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** The module specifiers a file imports or re-exports, dynamic imports included. */
const importsOf = (text: string): string[] => {
  const out: string[] = [];
  const patterns = [
    /(?:^|[\s;])(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /(?:^|[\s;])import\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const re of patterns) for (const m of text.matchAll(re)) out.push(m[1] as string);
  return out;
};

/** What an import points at: a src/ area, another path in the project, or a package. */
const targetOf = (file: string, spec: string): string => {
  if (spec.startsWith('.')) {
    const abs = resolve(dirname(file), spec);
    return areaOf(abs) ?? `path:${relative(ROOT, abs)}`;
  }
  return spec.startsWith('node:') ? spec : `package:${spec}`;
};

const FILES = sources().map((path) => ({ path, area: areaOf(path), text: readFileSync(path, 'utf8') }));

const ALLOWED: Record<Area, (target: string) => boolean> = {
  engine: (t) => t === 'engine',
  solver: (t) => t === 'engine' || t === 'solver',
  // The assist layer (hints, winnable and daily deals) builds on the solver; it runs in a Web Worker.
  assist: (t) => t === 'engine' || t === 'solver' || t === 'assist',
  cli: (t) => t !== 'web',
  web: (t) => t !== 'cli',
};

const FORBIDDEN_IN_PURE: [string, RegExp][] = [
  ['Math.random', /\bMath\s*\.\s*random\b/],
  ['Date', /\bDate\b/],
  ['window', /\bwindow\b/],
  ['document', /\bdocument\b/],
  ['console.', /\bconsole\s*\./],
  ['process', /\bprocess\s*\./],
  ['a node: import', /['"]node:/],
];

describe('architecture', () => {
  it('finds the engine sources', () => {
    expect(FILES.filter((f) => f.area === 'engine').length).toBeGreaterThan(5);
  });

  it('the import rules themselves are understood', () => {
    expect(
      importsOf(
        "import { a } from './x.ts';\nexport * from '../y.ts';\nimport './z.css';\nawait import('w');",
      ),
    ).toEqual(['./x.ts', '../y.ts', './z.css', 'w']);
    expect(targetOf(join(SRC, 'web/app.tsx'), '../cli/main.ts')).toBe('cli');
    expect(ALLOWED.engine(targetOf(join(SRC, 'engine/a.ts'), 'node:fs'))).toBe(false);
    expect(ALLOWED.solver(targetOf(join(SRC, 'solver/a.ts'), '../engine/index.ts'))).toBe(true);
    expect(FORBIDDEN_IN_PURE.some(([, re]) => re.test(code('const t = Date.now(); // why')))).toBe(true);
    expect(
      FORBIDDEN_IN_PURE.some(([, re]) => re.test(code('/** no Date, no window */ const x = 1; // document'))),
    ).toBe(false);
  });

  it('imports go one way: engine imports only engine, solver only engine and solver, nothing imports the CLI but the CLI, web never the CLI', () => {
    const wrong: string[] = [];
    for (const f of FILES) {
      if (f.area === undefined) continue;
      for (const spec of importsOf(code(f.text))) {
        const target = targetOf(f.path, spec);
        if (!ALLOWED[f.area](target)) wrong.push(`${relative(ROOT, f.path)} imports ${spec}`);
        if (target === 'cli' && f.area !== 'cli')
          wrong.push(`${relative(ROOT, f.path)} imports the CLI (${spec})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the assist layer imports only the engine, the solver and itself, and nothing below imports it', () => {
    expect(FILES.filter((f) => f.area === 'assist').length).toBeGreaterThan(3);
    const wrong: string[] = [];
    for (const f of FILES) {
      for (const spec of importsOf(code(f.text))) {
        const target = targetOf(f.path, spec);
        if (f.area === 'assist' && !ALLOWED.assist(target))
          wrong.push(`${relative(ROOT, f.path)} imports ${spec}`);
        if ((f.area === 'engine' || f.area === 'solver') && target === 'assist')
          wrong.push(`${relative(ROOT, f.path)} imports the assist layer (${spec})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('test code lives under tests/: no source file imports from there', () => {
    const wrong: string[] = [];
    for (const f of FILES) {
      for (const spec of importsOf(code(f.text))) {
        if (targetOf(f.path, spec).startsWith('path:tests/'))
          wrong.push(`${relative(ROOT, f.path)} imports ${spec}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the assist layer uses no clock, randomness, DOM, Node or console (callers hand it clocks)', () => {
    const wrong: string[] = [];
    for (const f of FILES) {
      if (f.area !== 'assist') continue;
      const text = code(f.text);
      for (const [name, re] of FORBIDDEN_IN_PURE)
        if (re.test(text)) wrong.push(`${relative(ROOT, f.path)} uses ${name}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the engine and the solver use no clock, randomness, DOM, Node or console', () => {
    const wrong: string[] = [];
    for (const f of FILES) {
      if (f.area !== 'engine' && f.area !== 'solver') continue;
      const text = code(f.text);
      for (const [name, re] of FORBIDDEN_IN_PURE)
        if (re.test(text)) wrong.push(`${relative(ROOT, f.path)} uses ${name}`);
    }
    expect(wrong).toEqual([]);
  });
});
