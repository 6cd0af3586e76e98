import { performance } from 'node:perf_hooks';
import { makeMove, makePosition, makeRules } from '../../engine/index.ts';
import { solve } from '../../solver/index.ts';
import type { Command } from '../command.ts';
import { parseFlags } from '../flags.ts';
import { EXIT_OK, usageError } from '../io.ts';
import { dealFromFlags, POSITION_FLAGS, POSITION_HELP, reachFromFlags } from '../start.ts';
import { resultLine, roundMs } from '../survey/result.ts';

/** Reads `--budget-ms T`: a positive number of milliseconds. */
export const budgetFlag = (text: string | undefined): number => {
  if (text === undefined) return Number.POSITIVE_INFINITY;
  const n = /^\s*\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN;
  if (!(n > 0)) throw usageError(`--budget-ms must be a positive number of milliseconds, not "${text}"`);
  return n;
};

/** `klondike solve`: decides a deal or position with the solver. */
export const solveCommand: Command = {
  name: 'solve',
  summary: 'decide whether a deal or position can be won, with a winning line',
  help: [
    'Usage: klondike solve (--deal D | --seed N | --position FILE|-) [--history "MOVES"]',
    '                      [rule flags] [--budget-ms T] [--json]',
    '',
    'Searches every line of play (seeing face-down cards) and says whether the position reached',
    'after MOVES can be won: solved (with a winning move list), unsolvable (proved), or unknown',
    '(the budget ran out first).',
    '',
    ...POSITION_HELP,
    '  --budget-ms T       give up (unknown) after T milliseconds (default: no limit)',
    '  --json              print the solver result object of docs/formats.md instead',
    '',
    'With --json and a deal, "moves" is a complete winning list from the deal: the --history',
    'moves come first. With --position there is no deal: the object carries "position" (its text)',
    'instead of "deal", and "moves" starts from that position (after the history).',
    '',
    'Exit status: 0 a verdict was printed (any of the three); 1 a history move is illegal;',
    '2 bad flags, a malformed deal or position, an unreadable file.',
  ].join('\n'),
  run: async (args, io) => {
    const flags = parseFlags(args, { ...POSITION_FLAGS, 'budget-ms': 'string', json: 'boolean' });
    const budgetMs = budgetFlag(flags['budget-ms']);
    const reached = await reachFromFlags(flags, io);
    const r = solve(reached.position, { budgetMs, now: () => performance.now() });
    const history = reached.moves.map((m) => makeMove(m));
    if (flags.json) {
      const choice = flags.position === undefined ? dealFromFlags(flags) : undefined;
      if (choice !== undefined) {
        const full = r.result === 'solved' ? [...history, ...r.moves] : [];
        const line = resultLine(choice.deal, choice.seed, choice.rules, { ...r, moves: full });
        io.out(`${JSON.stringify(line)}\n`);
      } else {
        const { position } = reached;
        const line = {
          position: makePosition(position),
          rules: makeRules(position.rules),
          result: r.result,
          moves: r.moves,
          states: r.states,
          ms: roundMs(r.ms),
        };
        io.out(`${JSON.stringify(line)}\n`);
      }
      return EXIT_OK;
    }
    const figures = `${r.states} states, ${roundMs(r.ms)} ms`;
    if (r.result === 'solved') {
      const lines = r.moves.map((m, i) => `${String(i + 1).padStart(4)}. ${m}`);
      io.out(`Solved: ${r.moves.length} moves (${figures})\n${lines.join('\n')}\n`);
    } else if (r.result === 'unsolvable') {
      io.out(`Unsolvable: no line of play wins (${figures})\n`);
    } else {
      io.out(`Unknown: the budget ran out before a verdict (${figures})\n`);
    }
    return EXIT_OK;
  },
};
