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

/** What a link asks for, and a sentence per bad value (those values are ignored). */
export interface LinkRead {
  readonly request: LinkRequest | undefined;
  /** The rules the link asked for, when it named any (a link may name rules without a deal). */
  readonly rules: Rules | undefined;
  readonly problems: readonly string[];
}

const LINK_KEYS = ['seed', 'deal', 'draw', 'passes', 'f2t'];

/** Reads `?seed=N`, `?deal=…`, `draw`, `passes`, `f2t` over the player's rules. */
export const parseLink = (search: string, base: Rules): LinkRead => {
  const q = new URLSearchParams(search);
  if (!LINK_KEYS.some((k) => q.has(k))) return { request: undefined, rules: undefined, problems: [] };
  const problems: string[] = [];
  let rules = base;
  const draw = q.get('draw');
  if (draw !== null) {
    // The engine reads any positive count; the game offers the counts of its Options, and says which.
    const n = parseDraw(draw);
    if (n === undefined || !DRAW_CHOICES.includes(n))
      problems.push(
        `"draw=${draw}" is not a draw count (use a number from ${DRAW_CHOICES[0]} to ${DRAW_CHOICES[DRAW_CHOICES.length - 1]}).`,
      );
    else rules = { ...rules, draw: n };
  }
  const passes = q.get('passes');
  if (passes !== null) {
    const n = parsePasses(passes.trim().toLowerCase());
    if (n === undefined)
      problems.push(`"passes=${passes}" is not a number of passes (a number or "unlimited").`);
    else rules = { ...rules, passes: n };
  }
  const f2t = q.get('f2t');
  if (f2t !== null) {
    if (f2t === '0' || f2t === '1') rules = { ...rules, foundationToTableau: f2t === '1' };
    else problems.push(`"f2t=${f2t}" must be 0 or 1.`);
  }
  const dealText = q.get('deal');
  if (dealText !== null) {
    const d = parseDeal(dealText);
    if (d.ok) return { request: { deal: d.value, seed: undefined, rules }, rules, problems };
    problems.push(`The deal in this link is not valid: ${d.error.message}.`);
  }
  const seedText = q.get('seed');
  if (seedText !== null && dealText === null) {
    const n = parseSeed(seedText);
    if (n.ok) return { request: { deal: dealFromSeed(n.value), seed: n.value, rules }, rules, problems };
    problems.push(`"${seedText}" is not a deal number (a whole number from 0 to 4294967295).`);
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
