import { RANK_LETTERS } from '../../src/engine/card.ts';
import { type Move, parseMove } from '../../src/engine/move.ts';
import type { Position } from '../../src/engine/position.ts';
import { parsePosition } from '../../src/engine/position-text.ts';
import type { Result } from '../../src/engine/result.ts';

/** Shared helpers for tests: hand-built positions and unwrapped results. */
/** The value of a result; throws (failing the test) on an error. */
export const unwrap = <T, E>(r: Result<T, E>): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

/** What a hand-built position holds; everything else takes a default. */
export interface Spec {
  readonly rules?: string;
  readonly pass?: number;
  readonly f?: string;
  readonly stock?: string;
  readonly waste?: string;
  /** Columns as "face-down | face-up"; missing columns are empty. */
  readonly cols: readonly string[];
  /** 1-based column whose face-down part takes every card not named elsewhere. */
  readonly fill?: number;
}

/** A hand-built position; cards the spec does not name go face down under column `fill` (default 1). */
export const build = (spec: Spec): Position => {
  const f = spec.f ?? 'C0 D0 H0 S0';
  const named = new Set<string>();
  for (const t of [spec.stock ?? '', spec.waste ?? '', ...spec.cols].join(' ').split(/[\s|]+/))
    if (t !== '') named.add(t);
  for (const part of f.split(' ')) {
    const suit = part[0] as string;
    for (let r = 0; r < Number(part.slice(1)); r++) named.add(`${RANK_LETTERS[r]}${suit}`);
  }
  const rest: string[] = [];
  for (const s of 'CDHS') for (const r of RANK_LETTERS) if (!named.has(r + s)) rest.push(r + s);
  const cols = Array.from({ length: 7 }, (_, i) => spec.cols[i] ?? '|');
  const fill = (spec.fill ?? 1) - 1;
  cols[fill] = `${rest.join(' ')} ${cols[fill]}`;
  const text = [
    'klondike-position/1',
    `rules: ${spec.rules ?? '{"draw":1,"passes":"unlimited","foundationToTableau":true}'}`,
    `pass: ${spec.pass ?? 1}`,
    `foundations: ${f}`,
    `stock: ${spec.stock ?? ''}`,
    `waste: ${spec.waste ?? ''}`,
    ...cols.map((c, i) => `T${i + 1}: ${c}`),
  ].join('\n');
  return unwrap(parsePosition(text));
};

/** A move from its notation; throws on a typo in a test. */
export const mv = (text: string): Move => unwrap(parseMove(text));
