/** A line of a streamed text, with where it ends in bytes (for cutting a file back to whole lines). */
export interface Line {
  /** The line without its `\n` (and without a `\r` before it); empty when `tooLong`. */
  readonly text: string;
  /** 1-based. */
  readonly number: number;
  /** Byte offset just past the line (past its `\n` when it has one). */
  readonly end: number;
  /** Whether a `\n` ended it (false only for a last line). */
  readonly complete: boolean;
  /** Whether it had more than the allowed bytes (its text is then dropped, not kept). */
  readonly tooLong: boolean;
}

const NL = 0x0a;

/**
 * Splits a stream of chunks into lines as they arrive, holding at most `maxBytes` of one line:
 * a longer line is passed over (and reported `tooLong`), so memory stays bounded whatever the input.
 */
export async function* splitLines(
  chunks: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
  maxBytes: number,
): AsyncGenerator<Line> {
  let parts: Buffer[] = [];
  let length = 0;
  let tooLong = false;
  let offset = 0;
  let number = 0;
  const take = (complete: boolean): Line => {
    let text = tooLong ? '' : Buffer.concat(parts, length).toString('utf8');
    if (text.endsWith('\r')) text = text.slice(0, -1);
    const line = { text, number: ++number, end: offset, complete, tooLong };
    parts = [];
    length = 0;
    tooLong = false;
    return line;
  };
  const add = (piece: Buffer) => {
    if (tooLong) return;
    if (length + piece.length > maxBytes) {
      tooLong = true;
      parts = [];
      return;
    }
    parts.push(piece);
    length += piece.length;
  };
  for await (const chunk of chunks) {
    const buf =
      typeof chunk === 'string'
        ? Buffer.from(chunk, 'utf8')
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let start = 0;
    for (let nl = buf.indexOf(NL); nl >= 0; nl = buf.indexOf(NL, start)) {
      add(buf.subarray(start, nl));
      offset += nl + 1 - start;
      start = nl + 1;
      yield take(true);
    }
    add(buf.subarray(start));
    offset += buf.length - start;
  }
  if (length > 0 || tooLong) yield take(false);
}
