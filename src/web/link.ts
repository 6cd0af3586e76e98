import {
  type Deal,
  dealFromSeed,
  type Game,
  makeDeal,
  parseDeal,
  parseDraw,
  parsePasses,
  parseSeed,
  type Rules,
} from '../engine/index.ts';
import { DRAW_CHOICES } from './settings.ts';

/** A deal asked for by a link. */
export interface LinkRequest {
  readonly deal: Deal;
  readonly seed: number | undefined;
  readonly rules: Rules;
}

/** A value of a link that cannot be used (words.ts puts it in words). */
export type LinkProblem =
  | { readonly code: 'bad-draw' | 'bad-passes' | 'bad-f2t' | 'bad-seed'; readonly value: string }
  /** The engine's reason, an English phrase. */
  | { readonly code: 'bad-deal'; readonly message: string };

/** What a link asks for, and a problem per bad value (those values are ignored). */
export interface LinkRead {
  readonly request: LinkRequest | undefined;
  /** The rules the link asked for, when it named any (a link may name rules without a deal). */
  readonly rules: Rules | undefined;
  readonly problems: readonly LinkProblem[];
}

const LINK_KEYS = ['seed', 'deal', 'draw', 'passes', 'f2t'];

/** Reads `?seed=N`, `?deal=…`, `draw`, `passes`, `f2t` over the player's rules. */
export const parseLink = (search: string, base: Rules): LinkRead => {
  const q = new URLSearchParams(search);
  if (!LINK_KEYS.some((k) => q.has(k))) return { request: undefined, rules: undefined, problems: [] };
  const problems: LinkProblem[] = [];
  let rules = base;
  const draw = q.get('draw');
  if (draw !== null) {
    // The engine reads any positive count; the game offers the counts of its Options, and says which.
    const n = parseDraw(draw);
    if (n === undefined || !DRAW_CHOICES.includes(n)) problems.push({ code: 'bad-draw', value: draw });
    else rules = { ...rules, draw: n };
  }
  const passes = q.get('passes');
  if (passes !== null) {
    const n = parsePasses(passes.trim().toLowerCase());
    if (n === undefined) problems.push({ code: 'bad-passes', value: passes });
    else rules = { ...rules, passes: n };
  }
  const f2t = q.get('f2t');
  if (f2t !== null) {
    if (f2t === '0' || f2t === '1') rules = { ...rules, foundationToTableau: f2t === '1' };
    else problems.push({ code: 'bad-f2t', value: f2t });
  }
  const dealText = q.get('deal');
  if (dealText !== null) {
    const d = parseDeal(dealText);
    if (d.ok) return { request: { deal: d.value, seed: undefined, rules }, rules, problems };
    problems.push({ code: 'bad-deal', message: d.error.message });
  }
  const seedText = q.get('seed');
  if (seedText !== null && dealText === null) {
    const n = parseSeed(seedText);
    if (n.ok) return { request: { deal: dealFromSeed(n.value), seed: n.value, rules }, rules, problems };
    problems.push({ code: 'bad-seed', value: seedText });
  }
  const named = q.has('draw') || q.has('passes') || q.has('f2t');
  return { request: undefined, rules: named ? rules : undefined, problems };
};

/** The query string that opens a game's deal and rules. */
export const linkOf = (game: Pick<Game, 'deal' | 'seed' | 'rules'>): string => {
  const q = new URLSearchParams();
  if (game.seed !== undefined) q.set('seed', String(game.seed));
  else q.set('deal', makeDeal(game.deal));
  q.set('draw', String(game.rules.draw));
  q.set('passes', Number.isFinite(game.rules.passes) ? String(game.rules.passes) : 'unlimited');
  q.set('f2t', game.rules.foundationToTableau ? '1' : '0');
  return `?${q.toString()}`;
};
