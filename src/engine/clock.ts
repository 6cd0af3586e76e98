/** A play time as players read it: "m:ss", or "h:mm:ss" from an hour on; fractions and negatives count down to whole seconds from 0. */
export const formatClock = (seconds: number): string => {
  const t = Math.max(0, Math.floor(seconds));
  const h = Math.floor(t / 3600);
  const m = Math.floor((t % 3600) / 60);
  const s = String(t % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};
