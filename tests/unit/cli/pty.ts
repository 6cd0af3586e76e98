import { spawnSync } from 'node:child_process';

// Node has no pseudo-terminal of its own, and the project takes no native dependency for one: a few
// lines of Python's standard library (`pty`) start the command on a pseudo-terminal, type each input
// line once the command's output ends with the prompt "> " (as a player waits for it), and copy
// everything the terminal shows to standard output. A line "\u0004" is Ctrl-D (the end of input), a
// line "\u0003" Ctrl-C (an interrupt); they are typed without a newline. The exit status is the
// command's.
const DRIVER = `
import fcntl, os, pty, select, struct, sys, termios
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
cols, rows = int(sys.argv[1]), int(sys.argv[2])
pid, fd = pty.fork()
if pid == 0:
    fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack('HHHH', rows, cols, 0, 0))
    os.execvp(sys.argv[3], sys.argv[3:])
out = b''
sent = -1
while True:
    ready, _, _ = select.select([fd], [], [], 0.05)
    if ready:
        try:
            data = os.read(fd, 65536)
        except OSError:
            break
        if not data:
            break
        out += data
    if lines and len(out) > sent and out.endswith(b'> '):
        line = lines.pop(0)
        sent = len(out)
        os.write(fd, line.encode() if line in ('\\x03', '\\x04') else line.encode() + b'\\n')
sys.stdout.buffer.write(out)
sys.stdout.flush()
_, status = os.waitpid(pid, 0)
sys.exit(os.waitstatus_to_exitcode(status))
`;

/** What a command showed on a pseudo-terminal, with the terminal's CR LF line ends made LF. */
export interface PtyRun {
  readonly status: number;
  readonly screen: string;
}

/**
 * Runs the CLI bundle (dist/cli.js) on a pseudo-terminal of `cols` × `rows`, typing `lines` one at a
 * time at the prompt, with `env` added to a clean environment (no NO_COLOR, TERM=xterm-256color and a
 * UTF-8 locale unless `env` says otherwise; a value undefined removes the variable).
 */
export const runOnPty = (
  argv: readonly string[],
  lines: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
  cols = 100,
  rows = 40,
): PtyRun => {
  const base: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TERM: 'xterm-256color',
    LANG: 'C.UTF-8',
    // Python would otherwise set LC_CTYPE=C.UTF-8 for the command when the locale is C (PEP 538).
    PYTHONCOERCECLOCALE: '0',
    ...env,
  };
  const clean = Object.fromEntries(Object.entries(base).filter(([, v]) => v !== undefined));
  const r = spawnSync(
    'python3',
    ['-c', DRIVER, String(cols), String(rows), process.execPath, 'dist/cli.js', ...argv],
    // The timeout only keeps a broken run from hanging the suite; no test depends on timing.
    { input: lines.map((l) => `${l}\n`).join(''), env: clean, encoding: 'utf8', timeout: 60_000 },
  );
  if (r.error !== undefined)
    throw new Error(`python3 (for its pty module) could not run: ${r.error.message}`);
  if (r.status === null)
    throw new Error(`the pseudo-terminal run did not end: ${r.signal}\n${r.stdout}\n${r.stderr}`);
  if (r.stderr !== '') throw new Error(`the pseudo-terminal driver failed:\n${r.stderr}`);
  return { status: r.status, screen: r.stdout.replace(/\r\n/g, '\n') };
};
