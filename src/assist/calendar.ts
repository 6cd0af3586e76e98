/**
 * Calendar dates as 'YYYY-MM-DD' strings and day numbers, in pure integer arithmetic (the assist
 * layer has no clock and no Date): day 0 is 1970-01-01, proleptic Gregorian calendar.
 */

/** The day number of a valid 'YYYY-MM-DD' date (years 1..9999), or undefined when it is not one. */
export const dayOf = (date: string): number | undefined => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (m === null) return undefined;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (y < 1 || mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return undefined;
  // Days from civil (H. Hinnant's algorithm): years start in March so the leap day comes last.
  const yy = mo <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (mo + (mo > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
};

/** The 'YYYY-MM-DD' date of a day number. */
export const dateOf = (day: number): string => {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};

/** Whether a year is a Gregorian leap year. */
export const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Days in a month (1-12) of a year. */
export const daysInMonth = (y: number, m: number): number =>
  m === 2 ? (isLeapYear(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;

/** The local date of a moment: `epochMs` from the caller's clock, `offsetMinutes` east of UTC. */
export const dateAt = (epochMs: number, offsetMinutes = 0): string =>
  dateOf(Math.floor((epochMs + offsetMinutes * 60000) / 86400000));
