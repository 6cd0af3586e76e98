import { legalMoves, play } from './play.ts';
import { faceDownCount, foundationCount, isWon, type Position, positionKey } from './position.ts';

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
  const found0 = foundationCount(pos);
  const down0 = faceDownCount(pos);
  const seen = new Set<string>([positionKey(pos)]);
  const queue: Position[] = [pos];
  for (let head = 0; head < queue.length; head++) {
    const p = queue[head] as Position;
    for (const move of legalMoves(p)) {
      const next = play(p, move);
      if (foundationCount(next) > found0 || faceDownCount(next) < down0) return 'playing';
      const key = positionKey(next);
      if (seen.has(key)) continue;
      if (seen.size >= limit) return 'playing';
      seen.add(key);
      queue.push(next);
    }
  }
  return 'lost';
};
