import {
  dealFromSeed,
  isWon,
  legalMoves,
  type Move,
  makeMove,
  type Position,
  PRESETS,
  play,
  Rng,
  type Rules,
  startPosition,
} from '../../src/engine/index.ts';

/** The rule sets of the mid-game positions: the four distinct rule sets among the presets. */
export const WALK_PRESETS = ['draw1', 'draw3', 'classic1', 'classic3'] as const;

/** One of `WALK_PRESETS`. */
export type WalkPreset = (typeof WALK_PRESETS)[number];

/** The rules of a preset id. */
export const presetRules = (id: string): Rules => {
  const p = PRESETS.find((x) => x.id === id);
  if (p === undefined) throw new Error(`no preset "${id}"`);
  return p.rules;
};

/** Fewest and most random moves of a mid-game walk. */
const FEWEST = 10;
const MOST = 60;

/** A position reached by seeded random legal play, and the moves that reach it. */
export interface Walk {
  readonly position: Position;
  readonly moves: readonly string[];
}

/**
 * The mid-game position number `n` under a preset: deal `n` (numbered deals), then 10 to 60 legal
 * moves chosen by the project's seeded generator (seeded from `n` and the preset), never one that
 * wins (so the position is not won); the walk ends early where every legal move would win.
 */
export const midgame = (n: number, preset: WalkPreset): Walk => {
  const rules = presetRules(preset);
  const rng = new Rng((Math.imul(n, 0x9e3779b1) ^ ((WALK_PRESETS.indexOf(preset) + 1) * 0x85ebca6b)) >>> 0);
  let pos = startPosition(dealFromSeed(n), rules);
  const steps = FEWEST + rng.below(MOST - FEWEST + 1);
  const moves: string[] = [];
  for (let i = 0; i < steps; i++) {
    const options: [Move, Position][] = [];
    for (const m of legalMoves(pos)) {
      const next = play(pos, m);
      if (!isWon(next)) options.push([m, next]);
    }
    if (options.length === 0) break;
    const [m, next] = options[rng.below(options.length)] as [Move, Position];
    moves.push(makeMove(m));
    pos = next;
  }
  return { position: pos, moves };
};
