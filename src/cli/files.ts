import { closeSync, fstatSync, openSync, writeSync } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { type Io, usageError } from './io.ts';

const REASONS: Record<string, string> = {
  ENOENT: 'no such file or folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a part of the path is not a directory',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  EROFS: 'a read-only file system',
  EFBIG: 'the file is too large',
  EIO: 'an input/output error',
  EPIPE: 'the reader has gone',
};

/** Why a file operation failed, in a few words. */
export const reasonOf = (e: unknown): string => {
  const code = (e as NodeJS.ErrnoException | undefined)?.code ?? '';
  return REASONS[code] ?? (code || 'unreadable');
};

/** The text of a file, or of standard input for `-`; a file that cannot be read is a usage error (exit 2). */
export const readText = async (path: string, io: Io): Promise<string> => {
  if (path === '-') return io.readStdin();
  if (path === '') throw usageError('an empty file name');
  try {
    return await readFile(path, 'utf8');
  } catch (e) {
    throw usageError(`cannot read "${path}": ${reasonOf(e)}`);
  }
};

/** Standard input as it arrives: the live stream when the Io has one, else the whole input at once. */
const stdinChunks = async function* (io: Io): AsyncGenerator<Uint8Array | string> {
  if (io.readChunks === undefined) {
    yield await io.readStdin();
    return;
  }
  try {
    yield* io.readChunks();
  } catch (e) {
    throw usageError(`cannot read standard input: ${reasonOf(e)}`);
  }
};

/**
 * A file (or standard input for `-`) as a stream of chunks, so that it is never held whole. It is
 * opened at once: a file that cannot be opened, or a directory, is a usage error here (exit 2); a
 * failure while reading is one when the stream is read.
 */
export const openChunks = async (path: string, io: Io): Promise<AsyncIterable<Uint8Array | string>> => {
  if (path === '-') return stdinChunks(io);
  if (path === '') throw usageError('an empty file name');
  const cannot = (e: unknown) => usageError(`cannot read "${path}": ${reasonOf(e)}`);
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(path, 'r');
    if ((await handle.stat()).isDirectory()) {
      await handle.close();
      throw Object.assign(new Error('EISDIR'), { code: 'EISDIR' });
    }
  } catch (e) {
    throw cannot(e);
  }
  const stream = handle.createReadStream();
  return (async function* () {
    try {
      yield* stream;
    } catch (e) {
      throw cannot(e);
    } finally {
      stream.destroy();
    }
  })();
};

/** A file being written: each write goes out at once; a failure is a usage error naming the file. */
export interface OutFile {
  readonly write: (text: string) => void;
  readonly close: () => void;
  /** Whether it is a regular file (not a device, pipe or terminal). */
  readonly regular: boolean;
}

/** Opens `path` for appending (creating it); a file that cannot be opened or written is a usage error (exit 2). */
export const openAppend = (path: string): OutFile => {
  if (path === '') throw usageError('an empty file name');
  const cannot = (e: unknown) => usageError(`cannot write "${path}": ${reasonOf(e)}`);
  let fd: number;
  try {
    fd = openSync(path, 'a');
  } catch (e) {
    throw cannot(e);
  }
  let open = true;
  return {
    regular: fstatSync(fd).isFile(),
    write: (text) => {
      try {
        const bytes = Buffer.from(text, 'utf8');
        for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at);
      } catch (e) {
        throw cannot(e);
      }
    },
    close: () => {
      if (open) closeSync(fd);
      open = false;
    },
  };
};
