import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../../src/cli/commands.ts';
import { runBundle, runIn } from './helpers.ts';

describe('help', () => {
  it('klondike --help lists every command with its one-line summary', () => {
    const r = runBundle(['--help']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    for (const c of COMMANDS) {
      expect(c.summary).not.toContain('\n');
      expect(r.stdout).toContain(`  ${c.name.padEnd(10)} ${c.summary}\n`);
    }
  });

  it('every command answers --help, -h and "klondike help NAME" with its usage, exit 0', async () => {
    for (const c of COMMANDS) {
      for (const argv of [
        [c.name, '--help'],
        [c.name, '-h'],
        ['help', c.name],
        [c.name, '--seed', 'x', '--help'],
      ]) {
        const r = await runIn(argv);
        expect({ argv, status: r.status, stderr: r.stderr }).toEqual({ argv, status: 0, stderr: '' });
        expect(r.stdout).toBe(`${c.help}\n`);
      }
    }
  });

  it('a --help after -- is an argument, not a request for help', async () => {
    const r = await runIn(['deal', '--seed', '1', '--', '--help']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('klondike deal: unexpected argument "--help"\n');
  });

  it('the commands built here start with their usage and document their exit statuses', () => {
    for (const name of ['moves', 'show', 'replay', 'play']) {
      const help = COMMANDS.find((c) => c.name === name)?.help ?? '';
      expect(help.startsWith(`Usage: klondike ${name}`)).toBe(true);
      expect(help).toMatch(/Exit status/);
    }
  });
});
