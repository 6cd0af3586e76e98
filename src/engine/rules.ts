import { err, ok, type Result } from './result.ts';
import type { Scoring } from './score.ts';

/** The rule options of a game (docs/formats.md, "Rules"). `passes` is Infinity for unlimited. */
export interface Rules {
  /** Cards turned from stock to waste at a time (a positive integer). */
  readonly draw: number;
  /** How many times the player may go through the stock; Infinity = unlimited. */
  readonly passes: number;
  /** Whether the top card of a foundation may come back onto the tableau. */
  readonly foundationToTableau: boolean;
}

/** The rules as JSON carries them. */
export interface RulesJson {
  readonly draw: number;
  readonly passes: number | 'unlimited';
  readonly foundationToTableau: boolean;
}

/** The default rules: draw 1, unlimited passes, foundation cards may come back. */
export const DEFAULT_RULES: Rules = { draw: 1, passes: Number.POSITIVE_INFINITY, foundationToTableau: true };

const CLASSIC1: Rules = { draw: 1, passes: 1, foundationToTableau: true };
const CLASSIC3: Rules = { draw: 3, passes: 3, foundationToTableau: true };

/**
 * Named presets, in the order a menu shows them: rules, and how a game under them is scored. The
 * Vegas presets are the classic rules scored in dollars; everything that depends on the rules alone
 * (bundled deals, grade thresholds) is kept once, under the preset of those rules scored the standard
 * way (`RulesPresetId`).
 */
export const PRESETS = [
  { id: 'draw1', name: 'Klondike, draw 1', rules: DEFAULT_RULES, scoring: 'standard' },
  {
    id: 'draw3',
    name: 'Draw 3',
    rules: { draw: 3, passes: Number.POSITIVE_INFINITY, foundationToTableau: true },
    scoring: 'standard',
  },
  { id: 'classic1', name: 'Classic draw 1', rules: CLASSIC1, scoring: 'standard' },
  { id: 'classic3', name: 'Classic draw 3', rules: CLASSIC3, scoring: 'standard' },
  { id: 'vegas1', name: 'Vegas draw 1', rules: CLASSIC1, scoring: 'vegas' },
  { id: 'vegas3', name: 'Vegas draw 3', rules: CLASSIC3, scoring: 'vegas' },
] as const satisfies readonly { id: string; name: string; rules: Rules; scoring: Scoring }[];

/** A preset's id. */
export type PresetId = (typeof PRESETS)[number]['id'];

/** The id of a preset scored the standard way: one for each set of preset rules. */
export type RulesPresetId = Extract<(typeof PRESETS)[number], { scoring: 'standard' }>['id'];

/** Why a rules object was refused. */
export interface RulesError {
  readonly code: 'bad-rules';
  readonly message: string;
}

/** Whether two rule sets are the same. */
export const sameRules = (a: Rules, b: Rules): boolean =>
  a.draw === b.draw && a.passes === b.passes && a.foundationToTableau === b.foundationToTableau;

/** Parses a draw count: a positive whole number. */
export const parseDraw = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 ? n : undefined;
};

/** Parses a pass limit: a positive whole number or "unlimited" (Infinity). */
export const parsePasses = (value: unknown): number | undefined => {
  if (value === 'unlimited' || value === Number.POSITIVE_INFINITY) return Number.POSITIVE_INFINITY;
  return parseDraw(value);
};

/** Reads rules from their JSON form; missing options take the defaults, unknown ones are refused. */
export const parseRules = (json: unknown): Result<Rules, RulesError> => {
  const fail = (message: string) => err<RulesError>({ code: 'bad-rules', message });
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return fail('rules must be an object');
  const o = json as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (key !== 'draw' && key !== 'passes' && key !== 'foundationToTableau')
      return fail(`unknown rule "${key}"`);
  }
  const draw = o.draw === undefined ? DEFAULT_RULES.draw : parseDraw(o.draw);
  if (draw === undefined || typeof o.draw === 'string') return fail(`draw must be a positive whole number`);
  const passes =
    o.passes === undefined
      ? DEFAULT_RULES.passes
      : typeof o.passes === 'string' && o.passes !== 'unlimited'
        ? undefined
        : parsePasses(o.passes);
  if (passes === undefined) return fail(`passes must be a positive whole number or "unlimited"`);
  const f2t = o.foundationToTableau === undefined ? DEFAULT_RULES.foundationToTableau : o.foundationToTableau;
  if (typeof f2t !== 'boolean') return fail('foundationToTableau must be true or false');
  return ok({ draw, passes, foundationToTableau: f2t });
};

/** The JSON form of rules, with the keys in the contract's order. */
export const makeRules = (rules: Rules): RulesJson => ({
  draw: rules.draw,
  passes: Number.isFinite(rules.passes) ? rules.passes : 'unlimited',
  foundationToTableau: rules.foundationToTableau,
});

/** A short human description, e.g. "draw 3, 3 passes". */
export const describeRules = (rules: Rules): string => {
  const passes = Number.isFinite(rules.passes)
    ? `${rules.passes} pass${rules.passes === 1 ? '' : 'es'}`
    : 'unlimited passes';
  return `draw ${rules.draw}, ${passes}${rules.foundationToTableau ? '' : ', no foundation-to-tableau'}`;
};
