import { isRed, rankOf, type Suit, suitOf } from '../engine/index.ts';
import { RANK_LABELS, SUIT_PATHS } from './suits.ts';

/** Starts the classic bouncing-cards cascade on a canvas over the page; returns a function that stops it. */
export const celebrate = (
  canvas: HTMLCanvasElement,
  origins: readonly { x: number; y: number; suit: Suit }[],
  cw: number,
): (() => void) => {
  const ctx = canvas.getContext('2d');
  if (ctx === null || origins.length === 0) return () => {};
  const dpr = Math.min(2, window.devicePixelRatio || 1);
  canvas.width = innerWidth * dpr;
  canvas.height = innerHeight * dpr;
  ctx.scale(dpr, dpr);
  const ch = cw * 1.4;
  const paths = ([0, 1, 2, 3] as const).map((s) => new Path2D(SUIT_PATHS[s]));
  const drawCard = (card: number, x: number, y: number) => {
    ctx.fillStyle = '#fff';
    ctx.strokeStyle = '#333';
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.roundRect(x, y, cw, ch, cw * 0.08);
    ctx.fill();
    ctx.stroke();
    const colour = isRed(card) ? '#c8102e' : '#111';
    ctx.fillStyle = colour;
    ctx.font = `bold ${Math.round(cw * 0.3)}px system-ui, sans-serif`;
    ctx.textBaseline = 'top';
    ctx.fillText(RANK_LABELS[rankOf(card)] as string, x + cw * 0.08, y + cw * 0.06);
    ctx.save();
    ctx.translate(x + cw * 0.25, y + ch * 0.4);
    ctx.scale((cw * 0.5) / 100, (cw * 0.5) / 100);
    ctx.fill(paths[suitOf(card)] as Path2D);
    ctx.restore();
  };
  // Kings first, then queens…, one card per foundation in turn, like the old desktop game.
  const queue: { card: number; x: number; y: number }[] = [];
  for (let rank = 12; rank >= 0; rank--)
    for (const o of origins) queue.push({ card: rank * 4 + o.suit, x: o.x, y: o.y });
  let live: { card: number; x: number; y: number; vx: number; vy: number } | undefined;
  let frame = 0;
  let stopped = false;
  const floor = innerHeight;
  const step = () => {
    if (stopped) return;
    if (live === undefined || live.x < -cw || live.x > innerWidth) {
      const next = queue.shift();
      if (next === undefined) return;
      const dir = Math.random() < 0.5 ? -1 : 1;
      live = { ...next, vx: dir * (2 + Math.random() * 5), vy: -Math.random() * 8 };
    }
    const c = live;
    c.vy += 0.6;
    c.x += c.vx;
    c.y += c.vy;
    if (c.y + ch > floor) {
      c.y = floor - ch;
      c.vy = -c.vy * 0.75;
    }
    drawCard(c.card, c.x, c.y);
    frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => {
    stopped = true;
    cancelAnimationFrame(frame);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
  };
};
