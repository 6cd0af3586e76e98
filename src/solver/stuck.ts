import type { Position } from '../engine/index.ts';
import {
  type Layout as Facts,
  FOUNDATION,
  firstOfKind,
  firstParent,
  goesUp,
  HELD,
  HOME,
  isKing,
  KING,
  kindOf,
  lands,
  layoutOf,
  parentKind,
  settle,
  UP,
} from './facts.ts';

/**
 * Proofs of loss by stuck cards (docs/solver.md, section 5.2): a tableau card that can never leave
 * its place, so that it never goes up. Dearer than `blockedCard` (a closure of the facts for each card
 * tried, some 25 of them), and found where that finds nothing.
 *
 * For a card x lying face down or lowest face up, the facts are worked out with x and the cards
 * under it held (they neither go up nor leave): every event before x first leaves its place is among
 * them. If x cannot go up by then, it can only leave onto a parent (a card one rank higher of the
 * other colour lying face up). Cards that cannot go up before x leaves stay in the tableau once they
 * are there, each on a parent of its own: if they must take every parent x could use, or there is
 * none, x never leaves.
 */

/** The layout the argument reads: the facts' own, and where each card lies in the columns. */
interface Layout extends Facts {
  /** Each column's cards, bottom first: its face-down cards, then its face-up ones. */
  readonly columns: readonly (readonly number[])[];
  /** Each column's face-down count (the index of its lowest face-up card in `columns`). */
  readonly downs: readonly number[];
  /** Each card's column (-1 for none) and its place there. */
  readonly columnOf: Int8Array;
  readonly placeOf: Int8Array;
  /**
   * 1 for a non-King card that lies on a parent whenever it lies face up in the tableau: one that is
   * not in the tableau (a non-King card enters a column only onto a parent) or lies on a parent now.
   */
  readonly onParent: Uint8Array;
}

const layoutOfColumns = (position: Position): Layout => {
  const facts = layoutOf(position);
  const onParent = new Uint8Array(52).fill(1);
  const columnOf = new Int8Array(52).fill(-1);
  const placeOf = new Int8Array(52);
  const downs = position.columns.map(({ down, up }) => (up.length > 0 ? down.length : down.length - 1));
  const columns = position.columns.map(({ down, up }) => down.concat(up));
  columns.forEach((cards, c) =>
    cards.forEach((card, i) => {
      columnOf[card] = c;
      placeOf[card] = i;
      const under = i > (downs[c] as number) ? cards[i - 1] : undefined;
      onParent[card] = under !== undefined && kindOf(under) === parentKind(kindOf(card)) ? 1 : 0;
    }),
  );
  for (let card = KING * 4; card < 52; card++) onParent[card] = 0;
  return { ...facts, columns, downs, columnOf, placeOf, onParent };
};

/** Holds a card that is not held, or lets one go that is. */
const toggle = (facts: Uint8Array, card: number): void => {
  facts[card] = (facts[card] as number) ^ HELD;
};

/**
 * A tableau card of `position` that can never leave its place, so that the position is lost; -1
 * when the argument finds none (which proves nothing).
 */
export const stuckCard = (position: Position): number => {
  const layout = layoutOfColumns(position);
  const { columns } = layout;
  // Each column's cards that are tried: the face-down ones and the lowest face-up one.
  const tops = columns.map((cards, c) => Math.min(layout.downs[c] as number, cards.length - 1));
  const toggleColumn = (facts: Uint8Array, c: number): void => {
    const cards = columns[c] as readonly number[];
    for (let i = 0; i <= (tops[c] as number); i++) toggle(facts, cards[i] as number);
  };
  // The more cards are held, the fewer facts, and a least fixed point may be sought from below it:
  // so each closure grows from one with more cards held. The first of all holds every column's.
  const everyColumn = layout.start.slice();
  columns.forEach((_, c) => toggleColumn(everyColumn, c));
  settle(everyColumn, layout);
  const facts = new Uint8Array(52);
  for (const [c, cards] of columns.entries()) {
    const top = tops[c] as number;
    facts.set(everyColumn);
    columns.forEach((_, d) => {
      if (d !== c) toggleColumn(facts, d);
    });
    for (let i = top; i >= 0; i--) {
      if (i < top) toggle(facts, cards[i + 1] as number);
      settle(facts, layout);
      const x = cards[i] as number;
      if (!isKing(x) && neverLeaves(facts, layout, c, i)) return x;
    }
  }
  return -1;
};

/**
 * The argument of section 5.2 for one card tried, x = the i-th card of column c, with `facts` its
 * held facts: what is known at each time of the sequence in turn (`at`), from the highest face-down
 * card above x turning up to x leaving.
 */
class Times {
  /** 1 for a non-King card that lies on a parent whenever it lies face up in the tableau. */
  readonly needy: Uint8Array;
  /** Cards known to lie face up in the tableau on a parent. */
  readonly out: Uint8Array;
  /** At least how many cards of each kind lie so. */
  readonly least: Int8Array;
  /** Cards that have left their places (and cards on foundations in the position). */
  readonly left: Uint8Array;
  /** Cards on their foundations now. */
  readonly home: Uint8Array;
  /** Cards on their foundations from now until x leaves. */
  readonly kept: Uint8Array;
  /** The time looked at: the card of column c about to turn up, or i - 1 when x is to leave. */
  k = 0;
  /** How many cards have been found to have left, to tell when an inference finds more. */
  private lefts = 0;

  constructor(
    private readonly facts: Uint8Array,
    private readonly layout: Layout,
    private readonly c: number,
    private readonly i: number,
    from?: Times,
  ) {
    this.needy = from ? from.needy.slice() : layout.onParent.slice();
    this.out = from ? from.out.slice() : new Uint8Array(52);
    this.least = from ? from.least.slice() : new Int8Array(26);
    this.left = from ? from.left.slice() : new Uint8Array(52);
    this.home = from ? from.home.slice() : new Uint8Array(52);
    this.kept = from ? from.kept.slice() : new Uint8Array(52);
    if (from) {
      this.k = from.k;
      this.lefts = from.lefts;
      return;
    }
    for (let card = 0; card < 52; card++) {
      const f = layout.start[card] as number;
      if (f & UP && this.needy[card] && this.stays(card)) this.out[card] = 1;
      // A foundation card is still up, or has come down onto a parent.
      if (f & FOUNDATION) this.left[card] = 1;
    }
  }

  copy(): Times {
    return new Times(this.facts, this.layout, this.c, this.i, this);
  }

  /** It cannot go up before x leaves: once in the tableau, it is there till then. */
  stays(card: number): boolean {
    return ((this.facts[card] as number) & HOME) === 0;
  }

  /** It lies face down in column c now. */
  private under(card: number): boolean {
    return this.layout.columnOf[card] === this.c && (this.layout.placeOf[card] as number) <= this.k;
  }

  /** It may be a parent now: face up (with the held U, and not face down in column c), not up. */
  free(card: number): boolean {
    return ((this.facts[card] as number) & UP) > 0 && !this.home[card] && !this.under(card);
  }

  /** It is no parent at any time before x leaves: never face up, face down under x, or kept up. */
  private never(card: number): boolean {
    const { layout } = this;
    const underX = layout.columnOf[card] === this.c && (layout.placeOf[card] as number) < this.i;
    return ((this.facts[card] as number) & UP) === 0 || this.kept[card] === 1 || underX;
  }

  /** Moves on to the time k: what lasts is what stays; the cards above k have left. */
  at(k: number): void {
    const { least, out } = this;
    for (let t = 0; t < 26; t++) {
      const first = firstOfKind(t);
      const gone = (this.stays(first) ? 0 : 1) + (this.stays(first + 2) ? 0 : 1);
      least[t] = Math.max(0, (least[t] as number) - gone);
    }
    for (let card = 0; card < 52; card++) if (!this.stays(card)) out[card] = 0;
    this.home.set(this.kept);
    this.k = k;
    const cards = this.layout.columns[this.c] as readonly number[];
    for (let j = Math.max(k, this.i) + 1; j < cards.length; j++) this.leave(cards[j] as number);
  }

  /** A card has left its place: a non-King needs a parent from now on, and is out if it stays. */
  leave(card: number): void {
    if (this.left[card]) return;
    this.left[card] = 1;
    this.lefts++;
    if (isKing(card)) return;
    this.needy[card] = 1;
    if (this.stays(card)) this.out[card] = 1;
  }

  /** It lies face down in the position. */
  private faceDown(card: number): boolean {
    const d = this.layout.columnOf[card] as number;
    return d >= 0 && (this.layout.placeOf[card] as number) < (this.layout.downs[d] as number);
  }

  /** Every card above `card` in its column in the position has left. */
  private uncover(card: number): void {
    const { layout } = this;
    const d = layout.columnOf[card] as number;
    if (d < 0) return;
    for (const w of (layout.columns[d] as readonly number[]).slice((layout.placeOf[card] as number) + 1))
      this.leave(w);
  }

  /**
   * Card y and its suit's cards below it are on their foundations now (and until x leaves if
   * `forGood`): no parents, and every card that lay on one of them has left.
   */
  goHome(y: number, forGood: boolean): void {
    const { home, kept } = this;
    for (let z = y; z >= 0 && !(home[z] && (kept[z] || !forGood)); z -= 4) {
      home[z] = 1;
      if (forGood) kept[z] = 1;
      this.out[z] = 0;
      this.uncover(z);
    }
  }

  /**
   * "Cards up at a time": a card that has left its place, does not stay and has no free parent is up;
   * kept up if it can have no parent till x leaves (a card comes down only onto a parent).
   */
  private settleHome(): void {
    for (let changed = true; changed; ) {
      changed = false;
      for (let y = 0; y < KING * 4; y++) {
        // A card that stays is out, and the count finds it its parent or none.
        if (!this.left[y] || this.home[y] || this.stays(y)) continue;
        const p = firstParent(y);
        if (this.free(p) || this.free(p + 2)) continue;
        this.goHome(y, this.never(p) && this.never(p + 2));
        changed = true;
      }
    }
  }

  /**
   * Whether the cards known to be out now (and one more of kind `leaving`, about to land on a free
   * parent) need more parents than are free (but `except`). What the parents' own needs force, and
   * the cards up that it shows, are added as they are found.
   */
  crowded(leaving: number, except = -1): boolean {
    for (;;) {
      this.settleHome();
      const lefts = this.lefts;
      if (this.count(leaving, except)) return true;
      if (this.lefts === lefts) return false;
    }
  }

  /** Section 5.2's step 1 and step 2, until nothing changes. */
  private count(leaving: number, except: number): boolean {
    const { out, least, needy } = this;
    const free = (card: number): boolean => card !== except && this.free(card);
    for (let changed = true; changed; ) {
      changed = false;
      // Every kind but the Kings' (the last two).
      for (let t = 0; t < 24; t++) {
        const first = firstOfKind(t);
        const named = (out[first] as number) + (out[first + 2] as number);
        const need = Math.max(least[t] as number, named) + (t === leaving ? 1 : 0);
        if (need === 0) continue;
        const pt = parentKind(t);
        const parents = [firstOfKind(pt), firstOfKind(pt) + 2].filter(free);
        if (need > parents.length) return true;
        // Every free parent is used, so lies face up: if it lay face down, what lay on it has left.
        if (need === parents.length) for (const p of parents) if (this.faceDown(p)) this.uncover(p);
        // Of the parents used, those that need a parent themselves are out too: at least as many as
        // the others cannot make up, and by name when that is all of them.
        const needing = parents.filter((p) => needy[p]);
        const more = need - (parents.length - needing.length);
        if (more <= 0) continue;
        if (more === needing.length)
          for (const p of needing)
            if (!out[p]) {
              out[p] = 1;
              changed = true;
            }
        if (more > (least[pt] as number)) {
          least[pt] = more;
          changed = true;
        }
      }
    }
    return false;
  }
}

/**
 * Whether x = the i-th card of column c (held in `facts`) can never leave its place: the count fails
 * at a time a face-down card above x turns up, or when x is to leave it can neither land on a free
 * parent nor go up.
 */
const neverLeaves = (facts: Uint8Array, layout: Layout, c: number, i: number): boolean => {
  const x = (layout.columns[c] as readonly number[])[i] as number;
  const times = new Times(facts, layout, c, i);
  for (let k = (layout.downs[c] as number) - 1; k >= i; k--) {
    times.at(k);
    if (times.crowded(-1)) return true;
  }
  times.at(i - 1);
  if (lands(facts, x) && !times.copy().crowded(kindOf(x))) return false;
  if (!goesUp(facts, x)) return true;
  // x goes up: the cards of its suit below it are up, and x (with nothing on it) is no parent.
  if (x >= 4) times.goHome(x - 4, false);
  return times.crowded(-1, x);
};
