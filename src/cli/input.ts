import { readFile } from 'node:fs/promises';
import { type Io, usageError } from './io.ts';

const REASONS: Record<string, string> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a part of the path is not a directory',
};

/** The text of a file, or of standard input for `-`; a file that cannot be read is a usage error (exit 2). */
export const readText = async (path: string, io: Io): Promise<string> => {
  if (path === '-') return io.readStdin();
  if (path === '') throw usageError('an empty file name');
  try {
    return await readFile(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? '';
    throw usageError(`cannot read "${path}": ${REASONS[code] ?? (code || 'unreadable')}`);
  }
};
