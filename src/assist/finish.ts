import {
  drawMove,
  isLegal,
  isWon,
  type Move,
  makeMove,
  type Position,
  play,
  redealMove,
  tableauToFoundation,
  wasteToFoundation,
} from '../engine/index.ts';

/**
 * The plain way to finish a game, as a player finishes one by hand: a card that can go to its
 * foundation goes (the column tops from left to right, then the waste), else the stock is turned
 * (`S`), else the waste is turned over (`R`). The line (contract notation) when that wins, checked
 * move by move by the engine, which proves the rest wins; undefined when a card is face down in a
 * column, or when it does not win: a pass limit runs out, a draw-3 stock holds a card back behind
 * others, or a card must go onto a column first. Those need a solver's line.
 */
export const plainFinish = (position: Position): string[] | undefined => {
  if (position.columns.some((c) => c.down.length > 0)) return undefined;
  const line: string[] = [];
  let pos = position;
  // Turns of the stock and redeals since the last card went up: two whole rounds of the stock with
  // nothing going up means nothing ever will.
  let idle = 0;
  const rounds = 2 * (pos.stock.length + pos.waste.length + 2);
  while (!isWon(pos)) {
    const up: Move | undefined = [
      ...pos.columns.map((_, i) => tableauToFoundation(i)),
      wasteToFoundation(),
    ].find((m) => isLegal(pos, m));
    const move = up ?? [drawMove(), redealMove()].find((m) => isLegal(pos, m));
    if (move === undefined) return undefined;
    idle = up === undefined ? idle + 1 : 0;
    if (idle > rounds) return undefined;
    line.push(makeMove(move));
    pos = play(pos, move);
  }
  return line;
};
