import { DEFAULT_RULES, parseRules, type Rules } from '../engine/index.ts';
import { LANGS, type Lang } from './i18n.ts';

/** How scores are kept: the engine's scorings plus cumulative Vegas (a balance carried between games). */
export type ScoringChoice = 'standard' | 'vegas' | 'cumulative' | 'none';

/** Animation speed of card moves. */
export type AnimationChoice = 'normal' | 'fast' | 'off';

/** The player's options; rules apply from the next deal, the rest at once. */
export interface Settings {
  readonly rules: Rules;
  readonly scoring: ScoringChoice;
  readonly timed: boolean;
  readonly animation: AnimationChoice;
  readonly fourColour: boolean;
  readonly leftHanded: boolean;
  readonly largeCards: boolean;
  /** Larger cards for low vision: tighter gaps and fans, long columns may scroll (layout.ts). */
  readonly bigCards: boolean;
  /** New games are deals the solver proved winnable under the current rules. */
  readonly winnableOnly: boolean;
  /** The grade of winnable-only deals ('any': whatever is found first). */
  readonly difficulty: DifficultyChoice;
  /** Show the "still winnable?" indicator after each move. */
  readonly showWinnable: boolean;
  /** Hints come from the honest player, which sees only the cards the player has seen (docs/honest.md). */
  readonly honestHints: boolean;
  /** The pattern on the backs of face-down cards. */
  readonly cardBack: CardBackChoice;
  /** The colour of the table (the felt). */
  readonly tableColour: TableColourChoice;
  /** Light or dark; 'auto' follows the system's `prefers-color-scheme`. */
  readonly theme: ThemeChoice;
  /** The language the player chose; undefined follows the browser's languages. */
  readonly lang?: Lang | undefined;
}

/** Card backs: CSS patterns (style.css, `.back-…`), no images. */
export const CARD_BACKS = ['lattice', 'crimson', 'emerald', 'midnight'] as const;
export type CardBackChoice = (typeof CARD_BACKS)[number];

/** Table colours (style.css, `.table-…`), each in a light and a dark shade. */
export const TABLE_COLOURS = ['green', 'blue', 'red', 'grey'] as const;
export type TableColourChoice = (typeof TABLE_COLOURS)[number];

export const THEMES = ['auto', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEMES)[number];

/** The grade asked of winnable-only deals. */
export type DifficultyChoice = 'any' | 'easy' | 'medium' | 'hard';

/** Options for a first visit. */
export const DEFAULT_SETTINGS: Settings = {
  rules: DEFAULT_RULES,
  scoring: 'standard',
  timed: false,
  animation: 'normal',
  fourColour: false,
  leftHanded: false,
  largeCards: false,
  bigCards: false,
  winnableOnly: true,
  difficulty: 'any',
  showWinnable: true,
  honestHints: true,
  cardBack: 'lattice',
  tableColour: 'green',
  theme: 'auto',
};

/** The draw counts the game offers (Options, links, stored settings): the engine takes any count, the table shows these. */
export const DRAW_CHOICES: readonly number[] = [1, 2, 3, 4, 5];

const oneOf = <T extends string>(value: unknown, options: readonly T[], fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/** Reads settings from stored JSON, keeping every valid field and defaulting the rest; undefined if not an object. */
export const parseSettings = (json: unknown): Settings | undefined => {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const o = json as Record<string, unknown>;
  const rules = parseRules(o.rules ?? {});
  const bool = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : d);
  const d = DEFAULT_SETTINGS;
  return {
    rules: rules.ok && DRAW_CHOICES.includes(rules.value.draw) ? rules.value : d.rules,
    scoring: oneOf(o.scoring, ['standard', 'vegas', 'cumulative', 'none'] as const, d.scoring),
    timed: bool(o.timed, d.timed),
    animation: oneOf(o.animation, ['normal', 'fast', 'off'] as const, d.animation),
    fourColour: bool(o.fourColour, d.fourColour),
    leftHanded: bool(o.leftHanded, d.leftHanded),
    largeCards: bool(o.largeCards, d.largeCards),
    bigCards: bool(o.bigCards, d.bigCards),
    // Settings saved before these options existed get the defaults: absent means on.
    winnableOnly: bool(o.winnableOnly, d.winnableOnly),
    difficulty: oneOf(o.difficulty, ['any', 'easy', 'medium', 'hard'] as const, d.difficulty),
    showWinnable: bool(o.showWinnable, d.showWinnable),
    honestHints: bool(o.honestHints, d.honestHints),
    cardBack: oneOf(o.cardBack, CARD_BACKS, d.cardBack),
    tableColour: oneOf(o.tableColour, TABLE_COLOURS, d.tableColour),
    theme: oneOf(o.theme, THEMES, d.theme),
    lang: LANGS.find((l) => l === o.lang),
  };
};

/** A stable key naming a rule set, used to keep statistics apart. */
export const rulesKey = (rules: Rules): string =>
  `draw${rules.draw}-passes${Number.isFinite(rules.passes) ? rules.passes : 'unlimited'}-f2t${rules.foundationToTableau ? 1 : 0}`;
