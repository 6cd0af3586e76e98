import { appendFileSync, truncateSync } from 'node:fs';
import { makeRules, parseRules } from '../../engine/index.ts';
import { openChunks, reasonOf } from '../files.ts';
import { type Io, illegalError, usageError } from '../io.ts';
import { splitLines } from '../lines.ts';

/** A solver result line as read back: what a survey's summary and resumption need. */
export interface ResultRead {
  readonly deal?: string;
  readonly seed?: number;
  /** The rules as JSON, written in the order of docs/formats.md (so equal rules give equal text). */
  readonly rules: string;
  readonly result: 'solved' | 'unsolvable' | 'unknown';
  readonly ms: number;
  /** Where it was read: `FILE: line N`. */
  readonly at: string;
}

/** The longest result line read (a winning line of a few hundred moves takes a few KiB). */
const MAX_RESULT_BYTES = 1 << 20;

const RESULTS = ['solved', 'unsolvable', 'unknown'];

const parseResult = (text: string, at: string): ResultRead => {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw illegalError(`${at} is not JSON`);
  }
  const o = v as Record<string, unknown>;
  const rules = typeof o === 'object' && o !== null ? parseRules(o.rules) : undefined;
  if (
    rules === undefined ||
    !rules.ok ||
    !RESULTS.includes(o.result as string) ||
    typeof o.ms !== 'number' ||
    (o.seed !== undefined && typeof o.seed !== 'number') ||
    (o.deal !== undefined && typeof o.deal !== 'string')
  )
    throw illegalError(`${at} is not a solver result`);
  return {
    ...(typeof o.deal === 'string' ? { deal: o.deal } : {}),
    ...(typeof o.seed === 'number' ? { seed: o.seed } : {}),
    rules: JSON.stringify(makeRules(rules.value)),
    result: o.result as ResultRead['result'],
    ms: o.ms,
    at,
  };
};

/**
 * The result lines of a JSON-lines file, read as a stream; blank lines are skipped, a line that is
 * not a solver result is an error (exit 1). A last line without its newline counts when it is a
 * whole result. With `repair` (a survey to be continued) a last line cut off by a killed write is
 * cut from the file instead, and a whole one gets its newline, so that lines appended later start
 * on a line of their own.
 */
export async function* readResults(path: string, io: Io, repair: boolean): AsyncGenerator<ResultRead> {
  let wholeEnd = 0;
  for await (const line of splitLines(await openChunks(path, io), MAX_RESULT_BYTES)) {
    const at = `${path}: line ${line.number}`;
    if (line.tooLong) throw illegalError(`${at} is longer than ${MAX_RESULT_BYTES} bytes`);
    if (line.text.trim() !== '') {
      let r: ResultRead;
      try {
        r = parseResult(line.text, at);
      } catch (e) {
        if (line.complete) throw e;
        if (!repair)
          throw illegalError(
            `${at}, the last, has no newline and is not a whole result (a survey cut off? --resume repairs it)`,
          );
        try {
          truncateSync(path, wholeEnd);
        } catch (t) {
          throw usageError(`cannot repair "${path}": ${reasonOf(t)}`);
        }
        return;
      }
      if (!line.complete && repair) {
        try {
          appendFileSync(path, '\n');
        } catch (t) {
          throw usageError(`cannot repair "${path}": ${reasonOf(t)}`);
        }
      }
      yield r;
    }
    wholeEnd = line.end;
  }
}
