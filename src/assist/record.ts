/** The daily log under its former file name, for the web game's imports; the code is in daily-log.ts. */
export * from './daily-log.ts';
