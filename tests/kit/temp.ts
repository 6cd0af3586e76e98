// Temporary directories for tests that write files, removed when the test file's tests are done (a
// test run leaves nothing behind in the system's temporary directory).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/** The directories `tempDir` made for this test file (each file loads this module afresh). */
const made: string[] = [];

afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A new, empty directory under the system's temporary directory, named from `prefix`. */
export const tempDir = (prefix: string): string => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};

/** A writer of files in `dir`: `(name, text)` writes `text` to `dir/name` and returns the path. */
export const fileIn =
  (dir: string) =>
  (name: string, text: string): string => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
