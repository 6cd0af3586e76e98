import { legalMoves, play } from './play.ts';
import { faceDownCount, isWon, type Position, positionKey } from './position.ts';

/** Where a game stands: won, lost (no sequence of moves can make progress), or still playing. */
export type Outcome = 'won' | 'lost' | 'playing';

/** How many positions `outcome` explores before it gives up proving a position stuck. */
export const STUCK_SEARCH_LIMIT = 20000;

/**
 * Won when all 52 cards are on the foundations; lost when no sequence of moves can put a new card on
 * a foundation or turn a face-down card up. "No legal move" is not the test: with unlimited passes the
 * stock can always be turned. The search explores every position reachable without progress (stock
 * turns, redeals, moves between piles, foundation cards coming back and going up again); if any move
 * from them makes progress the game is still playing. If the search is larger than `limit` the answer
 * is "playing": a position is called lost only when that is proved.
 */
export const outcome = (pos: Position, limit = STUCK_SEARCH_LIMIT): Outcome => {
  if (isWon(pos)) return 'won';
  const f0 = pos.foundations;
  const down0 = faceDownCount(pos);
  // With unlimited passes the pass number never limits anything, so positions that differ only in it
  // are the same for this search; counting it would make every redeal new and the search endless.
  const unlimited = !Number.isFinite(pos.rules.passes);
  const keyOf = (p: Position): string => (unlimited ? positionKey(p).slice(1) : positionKey(p));
  const seen = new Set<string>([keyOf(pos)]);
  const queue: Position[] = [pos];
  for (let head = 0; head < queue.length; head++) {
    const p = queue[head] as Position;
    for (const move of legalMoves(p)) {
      const next = play(p, move);
      // Progress is a card that was not on the foundations reaching one (per suit: a foundation card
      // may come down and another card go up, which leaves the total unchanged), or a card turned up.
      const f = next.foundations;
      if (
        (f[0] as number) > (f0[0] as number) ||
        (f[1] as number) > (f0[1] as number) ||
        (f[2] as number) > (f0[2] as number) ||
        (f[3] as number) > (f0[3] as number) ||
        faceDownCount(next) < down0
      )
        return 'playing';
      const key = keyOf(next);
      if (seen.has(key)) continue;
      if (seen.size >= limit) return 'playing';
      seen.add(key);
      queue.push(next);
    }
  }
  return 'lost';
};
