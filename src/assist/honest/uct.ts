/**
 * A search over what the player will know (docs/honest.md, section 2, "A search over what the player
 * will know"): information-set Monte-Carlo tree search. Each try deals the hidden cards one way (a
 * sample of the view), walks down a tree whose nodes are what the player would have seen by then (the
 * moves played and the cards they turned up), choosing each move by UCB1 from that node's figures
 * alone, and ends by solving the sample where the tree ends (a win counts 1). A move below the root
 * is chosen alike for every sample that reaches its node, so a move is not valued as if the hidden
 * cards were known right after it: the player learns only the cards the tree's moves turn up.
 */
import { type Card, isWon, type Move, type Position, play } from '../../engine/index.ts';
import { type SolveOptions, solve } from '../../solver/index.ts';
import type { View } from './view.ts';

/** What the search needs: the root's moves in rank order, samples of the view, and its budgets. */
export interface ViewSearch {
  readonly view: View;
  /** The moves to choose between at the root, best rank first. */
  readonly moves: readonly Move[];
  /** Full positions consistent with the view, used in turn, one a try. */
  readonly samples: readonly Position[];
  readonly tries: number;
  /** Moves below the root at most before the sample is solved. */
  readonly depth: number;
  /** UCB1's exploration constant (wins are 0 or 1). */
  readonly explore: number;
  readonly solveOptions: SolveOptions;
  /** The moves worth a try below the root at a position the search reached, best first (the policy's ranks). */
  readonly ranked: (pos: Position) => Move[];
}

interface Edge {
  readonly move: Move;
  visits: number;
  wins: number;
  /** The nodes after the move, by the cards it turned up. */
  readonly after: Map<string, TreeNode>;
}

interface TreeNode {
  visits: number;
  /** The moves from here, in rank order; filled on the first visit. */
  edges: Edge[] | undefined;
}

/** The cards a move turned up that were hidden until then (taken out of `hidden`), as a key. */
const turnedUp = (before: Position, after: Position, hidden: Set<Card>): string => {
  const shown: Card[] = [];
  after.columns.forEach((c, i) => {
    if (c.down.length < (before.columns[i] as Position['columns'][number]).down.length) {
      const card = c.up[0] as Card;
      if (hidden.delete(card)) shown.push(card);
    }
  });
  for (let i = before.waste.length; i < after.waste.length; i++) {
    const card = after.waste[i] as Card;
    if (hidden.delete(card)) shown.push(card);
  }
  return shown.join(',');
};

/** UCB1 over a node's edges: a move not tried yet first (in rank order), else the best bound. */
const choose = (node: TreeNode, edges: readonly Edge[], explore: number): Edge => {
  let best = edges[0] as Edge;
  let bound = -1;
  const log = Math.log(Math.max(1, node.visits));
  for (const e of edges) {
    if (e.visits === 0) return e;
    const b = e.wins / e.visits + explore * Math.sqrt(log / e.visits);
    if (b > bound) {
      bound = b;
      best = e;
    }
  }
  return best;
};

/** The root move tried most (ties: more wins, then rank), with its figures and the states searched. */
export const searchViews = (
  search: ViewSearch,
): { readonly move: Move; readonly wins: number; readonly visits: number; readonly states: number } => {
  const root: TreeNode = {
    visits: 0,
    edges: search.moves.map((move) => ({ move, visits: 0, wins: 0, after: new Map() })),
  };
  let states = 0;
  /** A try's value: 1 when the sample is won from `pos` within the budget. */
  const solved = (pos: Position): number => {
    const r = solve(pos, search.solveOptions);
    states += r.states;
    return r.result === 'solved' ? 1 : 0;
  };
  for (let t = 0; t < search.tries; t++) {
    let pos = search.samples[t % search.samples.length] as Position;
    const hidden = new Set(search.view.unseen);
    let node = root;
    const path: { node: TreeNode; edge?: Edge }[] = [];
    let value = 0;
    for (let depth = 0; ; depth++) {
      if (node.edges === undefined) {
        node.edges = search.ranked(pos).map((move) => ({
          move,
          visits: 0,
          wins: 0,
          after: new Map(),
        }));
      }
      if (node.edges.length === 0) {
        // Nothing to choose here: the sample is solved where it stands.
        value = solved(pos);
        break;
      }
      const edge = choose(node, node.edges, search.explore);
      path.push({ node, edge });
      const next = play(pos, edge.move);
      if (isWon(next)) {
        value = 1;
        break;
      }
      const key = turnedUp(pos, next, hidden);
      let child = edge.after.get(key);
      const fresh = child === undefined;
      if (child === undefined) {
        child = { visits: 0, edges: undefined };
        edge.after.set(key, child);
      }
      if (fresh || depth + 1 >= search.depth) {
        value = solved(next);
        path.push({ node: child });
        break;
      }
      node = child;
      pos = next;
    }
    for (const { node: n, edge } of path) {
      n.visits++;
      if (edge !== undefined) {
        edge.visits++;
        edge.wins += value;
      }
    }
  }
  const edges = root.edges as Edge[];
  let top = edges[0] as Edge;
  for (const e of edges) if (e.visits > top.visits || (e.visits === top.visits && e.wins > top.wins)) top = e;
  return { move: top.move, wins: top.wins, visits: top.visits, states };
};
