/**
 * An independent Klondike referee, written from docs/rules.md and docs/formats.md only.
 * It shares no code with the engine: cards are their two-letter names, piles are plain string arrays,
 * and it is written for being obviously right, not fast. Tests hold the engine to it.
 */

/** The rule options as the contract names them. */
export interface RefRules {
  readonly draw: number;
  readonly passes: number | 'unlimited';
  readonly foundationToTableau: boolean;
}

/** A tableau column: face-down cards, then face-up cards, each bottom to top. */
export interface RefColumn {
  down: string[];
  up: string[];
}

/** A referee position. Stock is listed top first (index 0 is the next card turned); waste bottom to top. */
export interface RefState {
  readonly rules: RefRules;
  columns: RefColumn[];
  /** How many cards each suit's foundation holds, by suit letter. */
  foundations: Record<string, number>;
  stock: string[];
  waste: string[];
  /** Passes through the stock begun so far (1 until the first redeal). */
  pass: number;
}

const RANKS = 'A23456789TJQK';
const SUITS = 'CDHS';

/** Rank number 1 (Ace) .. 13 (King). */
export const rank = (card: string): number => RANKS.indexOf(card[0] as string) + 1;
const suit = (card: string): string => card[1] as string;
const red = (card: string): boolean => suit(card) === 'D' || suit(card) === 'H';
const last = <T>(a: readonly T[]): T | undefined => a[a.length - 1];

/** Reads a deal string into its 52 card names, or undefined when it is not a deal. */
export const readDeal = (text: string): string[] | undefined => {
  const s = text.replace(/\s/g, '').toUpperCase();
  if (s.length !== 104) return undefined;
  const cards: string[] = [];
  for (let i = 0; i < 104; i += 2) {
    const c = s.slice(i, i + 2);
    if (!RANKS.includes(c[0] as string) || !SUITS.includes(c[1] as string) || cards.includes(c))
      return undefined;
    cards.push(c);
  }
  return cards;
};

/** The opening position of a deal: seven columns dealt row by row, the rest the stock (card 29 on top). */
export const deal = (cards: readonly string[], rules: RefRules): RefState => {
  const columns: RefColumn[] = [];
  for (let i = 0; i < 7; i++) columns.push({ down: [], up: [] });
  let k = 0;
  for (let row = 0; row < 7; row++) {
    for (let col = row; col < 7; col++) {
      const card = cards[k++] as string;
      const column = columns[col] as RefColumn;
      if (col === row) column.up.push(card);
      else column.down.push(card);
    }
  }
  return {
    rules,
    columns,
    foundations: { C: 0, D: 0, H: 0, S: 0 },
    stock: cards.slice(28),
    waste: [],
    pass: 1,
  };
};

const canRedeal = (s: RefState): boolean =>
  s.stock.length === 0 && s.waste.length > 0 && (s.rules.passes === 'unlimited' || s.pass < s.rules.passes);

const goesOnFoundation = (s: RefState, card: string): boolean => s.foundations[suit(card)] === rank(card) - 1;

/** Whether a card (heading a run) may be put on a column. */
const goesOnColumn = (card: string, column: RefColumn): boolean => {
  const top = last(column.up);
  if (top === undefined) return column.down.length === 0 && rank(card) === 13;
  return rank(top) === rank(card) + 1 && red(top) !== red(card);
};

/** A legal move: its contract text (without `:k`) and, for column moves, how many cards move. */
export interface RefMove {
  readonly text: string;
  readonly count?: number;
}

/** Every legal move of a position, each once. */
export const legal = (s: RefState): RefMove[] => {
  const out: RefMove[] = [];
  if (s.stock.length > 0) out.push({ text: 'S' });
  if (canRedeal(s)) out.push({ text: 'R' });
  const w = last(s.waste);
  if (w !== undefined) {
    if (goesOnFoundation(s, w)) out.push({ text: 'W>F' });
    s.columns.forEach((c, j) => {
      if (goesOnColumn(w, c)) out.push({ text: `W>T${j + 1}` });
    });
  }
  s.columns.forEach((from, i) => {
    const top = last(from.up);
    if (top !== undefined && goesOnFoundation(s, top)) out.push({ text: `T${i + 1}>F` });
    // Any face-up card may head the moving run, as long as it and the cards on it form a run.
    for (let h = 0; h < from.up.length; h++) {
      const run = from.up.slice(h);
      if (!isRun(run)) continue;
      s.columns.forEach((to, j) => {
        if (j !== i && goesOnColumn(run[0] as string, to))
          out.push({ text: `T${i + 1}>T${j + 1}`, count: run.length });
      });
    }
  });
  if (s.rules.foundationToTableau) {
    for (const f of SUITS) {
      const h = s.foundations[f] as number;
      if (h === 0) continue;
      const card = `${RANKS[h - 1]}${f}`;
      s.columns.forEach((to, j) => {
        if (goesOnColumn(card, to)) out.push({ text: `F${f}>T${j + 1}` });
      });
    }
  }
  return out;
};

/** Whether cards (bottom to top) build down in alternating colours. */
export const isRun = (cards: readonly string[]): boolean =>
  cards.every(
    (c, i) =>
      i === 0 || (rank(cards[i - 1] as string) === rank(c) + 1 && red(cards[i - 1] as string) !== red(c)),
  );

const clone = (s: RefState): RefState => ({
  rules: s.rules,
  columns: s.columns.map((c) => ({ down: [...c.down], up: [...c.up] })),
  foundations: { ...s.foundations },
  stock: [...s.stock],
  waste: [...s.waste],
  pass: s.pass,
});

const uncover = (c: RefColumn): void => {
  if (c.up.length === 0 && c.down.length > 0) c.up.push(c.down.pop() as string);
};

/** The position after a move given as text (with or without `:k`), or undefined when it is not legal. */
export const apply = (s: RefState, text: string): RefState | undefined => {
  const [base, k] = text.split(':');
  const choice = legal(s).find((m) => m.text === base && (k === undefined || m.count === Number(k)));
  if (choice === undefined) return undefined;
  const n = clone(s);
  const col = (t: string): RefColumn => n.columns[Number(t) - 1] as RefColumn;
  const m = /^(S|R|W|T(\d)|F([CDHS]))(?:>(F|T(\d)))?$/.exec(choice.text) as RegExpExecArray;
  if (m[1] === 'S') {
    for (let i = 0; i < n.rules.draw && n.stock.length > 0; i++) n.waste.push(n.stock.shift() as string);
    return n;
  }
  if (m[1] === 'R') {
    n.stock = n.waste;
    n.waste = [];
    n.pass++;
    return n;
  }
  let cards: string[];
  if (m[1] === 'W') cards = [n.waste.pop() as string];
  else if (m[2] !== undefined) {
    const from = col(m[2]);
    cards = from.up.splice(from.up.length - (choice.count ?? 1));
    uncover(from);
  } else {
    const f = m[3] as string;
    cards = [`${RANKS[(n.foundations[f] as number) - 1]}${f}`];
    n.foundations[f] = (n.foundations[f] as number) - 1;
  }
  if (m[4] === 'F')
    n.foundations[suit(cards[0] as string)] = (n.foundations[suit(cards[0] as string)] as number) + 1;
  else col(m[5] as string).up.push(...cards);
  return n;
};

/** Whether every card is on a foundation. */
export const won = (s: RefState): boolean => SUITS.split('').every((f) => s.foundations[f] === 13);

/** A game record in the contract's format. */
export const record = (dealText: string, rules: RefRules, moves: readonly string[]): string =>
  JSON.stringify({ format: 'klondike-game/1', deal: dealText, rules, moves });

/** Rule flags for the command line. */
export const ruleFlags = (rules: RefRules): string[] => [
  '--draw',
  String(rules.draw),
  '--passes',
  String(rules.passes),
  ...(rules.foundationToTableau ? [] : ['--no-foundation-to-tableau']),
];

const faceDown = (s: RefState): number => s.columns.reduce((n, c) => n + c.down.length, 0);

/**
 * Whether a position is stuck: no sequence of moves puts a card that is not on the foundations now
 * onto one, or turns a face-down card up. Searches every position reachable without such progress;
 * `unknown` when more than `limit` positions would have to be looked at.
 */
export const stuck = (start: RefState, limit: number): 'stuck' | 'progress' | 'unknown' => {
  const key = (s: RefState): string =>
    JSON.stringify([s.columns, s.foundations, s.stock, s.waste, s.rules.passes === 'unlimited' ? 0 : s.pass]);
  const down = faceDown(start);
  const seen = new Set([key(start)]);
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const s = queue[head] as RefState;
    for (const m of legal(s)) {
      const next = apply(s, m.count === undefined ? m.text : `${m.text}:${m.count}`) as RefState;
      if (faceDown(next) < down) return 'progress';
      if (SUITS.split('').some((f) => (next.foundations[f] as number) > (start.foundations[f] as number)))
        return 'progress';
      const k = key(next);
      if (seen.has(k)) continue;
      if (seen.size >= limit) return 'unknown';
      seen.add(k);
      queue.push(next);
    }
  }
  return 'stuck';
};

/** How a game is scored. */
export type RefScoring = 'standard' | 'vegas' | 'none';

/** The score when a game is dealt (Vegas: the deal costs $52, from any carried balance). */
export const openingScore = (scoring: RefScoring, carry: number): number =>
  scoring === 'vegas' ? carry - 52 : 0;

/**
 * The score after a move, untimed, from the table. Standard: waste to tableau +5, to a
 * foundation +10, a card turned up +5, foundation to tableau -15, a recycle -100 in draw 1 and -20 in
 * other draws from the fourth recycle on, never below 0. Vegas: +5 per card to a foundation, -5 per card
 * taken back.
 */
export const scoreAfter = (
  scoring: RefScoring,
  score: number,
  before: RefState,
  text: string,
  after: RefState,
): number => {
  const base = text.split(':')[0] as string;
  if (scoring === 'none') return 0;
  if (scoring === 'vegas') return score + (base.endsWith('>F') ? 5 : base.startsWith('F') ? -5 : 0);
  let p = faceDown(after) < faceDown(before) ? 5 : 0;
  if (base.startsWith('W>T')) p += 5;
  else if (base.endsWith('>F')) p += 10;
  else if (base.startsWith('F')) p -= 15;
  else if (base === 'R') {
    const recycles = after.pass - 1;
    if (before.rules.draw === 1) p -= 100;
    else if (recycles >= 4) p -= 20;
  }
  return Math.max(0, score + p);
};

/** The score after an undo (untimed): the score before the undone move, then -2 in standard scoring. */
export const scoreAfterUndo = (scoring: RefScoring, scoreBefore: number): number =>
  scoring === 'standard' ? Math.max(0, scoreBefore - 2) : scoreBefore;
