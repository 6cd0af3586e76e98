import {
  type Deal,
  makeRules,
  parseDeal,
  parseRecordJson,
  parseRules,
  RECORD_FORMAT,
  type Rules,
} from '../engine/index.ts';
import type { Budget } from './flags.ts';
import { EXIT_ILLEGAL, EXIT_OK, type Io } from './io.ts';
import { splitLines } from './lines.ts';
import { type Request, runPool } from './pool.ts';

/** The longest input line read (a deal with rules takes about 200 bytes). */
export const MAX_LINE_BYTES = 65536;

/** What one input line asks for: a deal (with its seed when given) under rules, or what is wrong with it. */
export type BatchLine =
  | { readonly ok: true; readonly deal: Deal; readonly seed?: number; readonly rules: Rules }
  | { readonly ok: false; readonly error: string };

const KEYS = ['deal', 'seed', 'rules'];

/**
 * Reads one non-blank line of `solve --deals`: a deal string, or a JSON object
 * `{"deal":"…","seed":N,"rules":{…}}` (seed and rules optional) whose rules override `flagRules`
 * key by key. Deal, seed and rules are checked as a game record's are (the engine's reader).
 */
export const parseBatchLine = (text: string, flagRules: Rules): BatchLine => {
  const line = text.trim();
  if (!line.startsWith('{')) {
    const deal = parseDeal(line);
    return deal.ok
      ? { ok: true, deal: deal.value, rules: flagRules }
      : { ok: false, error: `invalid deal: ${deal.error.message}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch (e) {
    return { ok: false, error: `not JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
  const o = json as Record<string, unknown>;
  const unknown = Object.keys(o).find((k) => !KEYS.includes(k));
  if (unknown !== undefined)
    return { ok: false, error: `unknown key "${unknown}" (a line has "deal", "seed", "rules")` };
  const own = parseRules(o.rules ?? {});
  if (!own.ok) return { ok: false, error: `unknown rules: ${own.error.message}` };
  const rules = { ...makeRules(flagRules), ...(o.rules as object | undefined) };
  const r = parseRecordJson({ format: RECORD_FORMAT, deal: o.deal, seed: o.seed, rules, moves: [] });
  if (!r.ok) return { ok: false, error: r.error.message };
  const { deal, seed } = r.value;
  return { ok: true, deal, ...(seed === undefined ? {} : { seed }), rules: r.value.rules };
};

/**
 * Writes numbered outputs in their order as they come in any order, holding at most `window` of
 * them: `slot()` waits until the oldest unwritten one is within reach.
 */
export const inOrder = (write: (text: string) => void, window: number) => {
  const held = new Map<number, string>();
  let issued = 0;
  let written = 0;
  let wake: (() => void) | undefined;
  return {
    slot: async (): Promise<number> => {
      while (issued - written >= window) await new Promise<void>((r) => (wake = r));
      return issued++;
    },
    put: (slot: number, text: string) => {
      held.set(slot, text);
      for (let t = held.get(written); t !== undefined; t = held.get(written)) {
        held.delete(written);
        written++;
        write(t);
      }
      wake?.();
      wake = undefined;
    },
  };
};

/**
 * `klondike solve --deals`: one solver result line per input line, in input order, streamed: lines are
 * read as the solver threads get free, and each result is written as soon as it and all before it are
 * done. A malformed line gets `{"line":N,"error":"…"}` in its place (exit 1 then); blank lines are
 * skipped (their numbers still count).
 */
export const runBatch = async (
  chunks: AsyncIterable<Uint8Array | string>,
  rules: Rules,
  budget: Budget,
  jobs: number,
  workerUrl: URL,
  io: Io,
): Promise<number> => {
  let status = EXIT_OK;
  const out = inOrder((text) => io.out(text), Math.max(64, 32 * jobs));
  const fail = (slot: number, line: number, error: string) => {
    status = EXIT_ILLEGAL;
    out.put(slot, `${JSON.stringify({ line, error })}\n`);
  };
  async function* requests(): AsyncGenerator<Request> {
    for await (const line of splitLines(chunks, MAX_LINE_BYTES)) {
      if (!line.tooLong && line.text.trim() === '') continue;
      const slot = await out.slot();
      await io.drain?.();
      if (line.tooLong) {
        fail(slot, line.number, `the line is longer than ${MAX_LINE_BYTES} bytes`);
        continue;
      }
      const b = parseBatchLine(line.text, rules);
      if (!b.ok) fail(slot, line.number, b.error);
      else
        yield {
          id: slot,
          deal: b.deal,
          ...(b.seed === undefined ? {} : { seed: b.seed }),
          rules: b.rules,
          ...budget,
        };
    }
  }
  await runPool(requests(), jobs, workerUrl, (r) => out.put(r.id, `${JSON.stringify(r.line)}\n`));
  return status;
};
