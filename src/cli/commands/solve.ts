import { makeMove, makePosition, makeRules } from '../../engine/index.ts';
import { solve } from '../../solver/index.ts';
import { runBatch } from '../batch.ts';
import type { Command } from '../command.ts';
import { cpuClock } from '../cpu-clock.ts';
import { openChunks } from '../files.ts';
import { BUDGET_FLAGS, budgetFromFlags, jobsFlag, parseFlags, rulesFromFlags } from '../flags.ts';
import { EXIT_OK, usageError } from '../io.ts';
import { CLI_WORKER_URL } from '../pool.ts';
import { dealFromFlags, POSITION_FLAGS, POSITION_HELP, reachFromFlags } from '../position-flags.ts';
import { resultLine, roundMs } from '../result.ts';

/** `klondike solve`: decides a deal or position with the solver. */
export const solveCommand: Command = {
  name: 'solve',
  summary: 'decide whether a deal or position can be won, with a winning line (many: --deals)',
  help: [
    'Usage: klondike solve (--deal D | --seed N | --position FILE|-) [--history "MOVES"]',
    '                      [rule flags] [--budget-ms T] [--budget-states N] [--json]',
    '       klondike solve --deals FILE|- [rule flags] [--budget-ms T] [--budget-states N] [--jobs N]',
    '',
    'Searches every line of play (seeing face-down cards) and says whether the position reached',
    'after MOVES can be won: solved (with a winning move list), unsolvable (proved), or unknown',
    '(the budget ran out first).',
    '',
    ...POSITION_HELP,
    '  --budget-ms T       give up (unknown) after T milliseconds of CPU time of the thread that',
    '                      solves, so a busy machine gives the same verdicts (default: no limit)',
    '  --budget-states N   give up (unknown) after N distinct states: the same verdicts on every',
    '                      machine (default: no limit; with --budget-ms, the first reached ends it)',
    '  --json              print the solver result object of docs/formats.md instead',
    '',
    'With --json and a deal, "moves" is a complete winning list from the deal: the --history',
    'moves come first. With --position there is no deal: the object carries "position" (its text)',
    'instead of "deal", and "moves" starts from that position (after the history). "ms" is CPU',
    'time, as the budget.',
    '',
    'With --deals, solves every deal of FILE (- for standard input), one a line: a deal string, or',
    '{"deal":"...","seed":N,"rules":{...}} (seed and rules optional; a seed must be the deal\'s and',
    'is echoed; the rules override the rule flags key by key). It prints one solver result line',
    'per input line, in input order, each as soon as it and all before it are done; a malformed',
    'line gets {"line":N,"error":"..."} in its place (N counts from 1) and the batch goes on.',
    'Blank lines are skipped (they still count in N).',
    '  --jobs N            worker threads (default: the number of cores)',
    '',
    'Exit status: 0 a verdict was printed (any of the three) for every deal; 1 a history move is',
    'illegal, or a --deals line was malformed; 2 bad flags, a malformed deal or position, an',
    'unreadable file.',
  ].join('\n'),
  run: async (args, io) => {
    const flags = parseFlags(args, {
      ...POSITION_FLAGS,
      ...BUDGET_FLAGS,
      json: 'boolean',
      deals: 'string',
      jobs: 'string',
    });
    const budget = budgetFromFlags(flags);
    if (flags.deals !== undefined) {
      const single = (['deal', 'seed', 'position', 'history'] as const).find((k) => flags[k] !== undefined);
      if (single !== undefined) throw usageError(`--deals and --${single} do not go together`);
      const rules = rulesFromFlags(flags);
      const jobs = jobsFlag(flags.jobs);
      return runBatch(await openChunks(flags.deals, io), rules, budget, jobs, CLI_WORKER_URL, io);
    }
    if (flags.jobs !== undefined) throw usageError('--jobs goes with --deals');
    const reached = await reachFromFlags(flags, io);
    const r = solve(reached.position, { ...budget, now: cpuClock().now });
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
