import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_HONEST, endText, type HonestOptions, playHonestly } from '../../assist/honest/index.ts';
import {
  type Deal,
  dealFromSeed,
  makeDeal,
  makeRules,
  RECORD_FORMAT,
  type Rules,
} from '../../engine/index.ts';
import { inOrder } from '../batch.ts';
import type { Command } from '../command.ts';
import { cpuClock } from '../cpu-clock.ts';
import { openAppend } from '../files.ts';
import { jobsFlag, parseFlags, seedFlag } from '../flags.ts';
import { EXIT_OK, type Io, usageError } from '../io.ts';
import { type Reply, type Request, runPool } from '../pool.ts';
import { DEAL_FLAGS, dealFromFlags } from '../position-flags.ts';
import { roundMs } from '../result.ts';
import { wilson } from '../survey/stats.ts';
import { seedRange } from './survey.ts';

/** One game for the honest player: a numbered deal or a given one, its rules and the player. */
export interface AiRequest {
  readonly id: number;
  readonly seed?: number;
  readonly deal?: Deal;
  readonly rules: Rules;
  readonly player: HonestOptions;
}

/** One played game, as `klondike ai` prints it: a game record (replayable as it is) with the result. */
export interface AiLine {
  readonly format: typeof RECORD_FORMAT;
  readonly seed?: number;
  readonly deal: string;
  readonly rules: ReturnType<typeof makeRules>;
  readonly result: 'won' | 'lost';
  readonly moves: string[];
  /** Why the game ended: "won", or why the player stopped. */
  readonly end: string;
  /** CPU milliseconds of the thread that played. */
  readonly ms: number;
}

/** Plays one request in the calling thread, timed on this thread's CPU clock. */
export const playRequest = (req: AiRequest): { id: number; line: AiLine } => {
  const deal = req.deal ?? dealFromSeed(req.seed as number);
  const clock = cpuClock();
  const t0 = clock.now();
  const g = playHonestly(deal, req.rules, req.player);
  const ms = clock.now() - t0;
  return {
    id: req.id,
    line: {
      format: RECORD_FORMAT,
      ...(req.seed === undefined ? {} : { seed: req.seed }),
      deal: makeDeal(deal),
      rules: makeRules(req.rules),
      result: g.result,
      moves: g.moves,
      end: endText(g.end),
      ms: roundMs(ms),
    },
  };
};

/** The worker of `klondike ai --jobs`: next to the bundle (dist/ai-worker.js beside dist/cli.js). */
export const AI_WORKER_URL = new URL('./ai-worker.js', import.meta.url);

/**
 * Plays every request, on `jobs` worker threads of the shared pool (`pool.ts`) when the built
 * worker is there, else one after another in this thread; `onLine` gets each game as it ends.
 */
const playAll = async (
  requests: Iterable<AiRequest>,
  jobs: number,
  onLine: (id: number, line: AiLine) => void | Promise<void>,
): Promise<void> => {
  if (jobs > 1 && existsSync(fileURLToPath(AI_WORKER_URL))) {
    // The pool carries any request to the worker and its reply back; its types are the solver's.
    await runPool(requests as unknown as Iterable<Request>, jobs, AI_WORKER_URL, (r: Reply) =>
      onLine(r.id, r.line as unknown as AiLine),
    );
    return;
  }
  for (const req of requests) {
    const r = playRequest(req);
    await onLine(r.id, r.line);
    await new Promise((resolve) => setImmediate(resolve));
  }
};

/** Reads a positive whole number flag. */
const countFlag = (name: string, text: string | undefined, fallback: number, least = 1): number => {
  if (text === undefined) return fallback;
  const n = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
  if (!(Number.isSafeInteger(n) && n >= least))
    throw usageError(`--${name} must be a ${least === 0 ? 'whole' : 'positive whole'} number, not "${text}"`);
  return n;
};

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/** Summary figures of a range of games. */
const summaryOf = (won: number, games: number, ms: number) => {
  const { low, high } = wilson(won, games);
  return {
    games,
    won,
    share: games === 0 ? 0 : won / games,
    low,
    high,
    msPerGame: games === 0 ? 0 : ms / games,
  };
};

/** `klondike ai`: the honest player plays deals to the end without looking at face-down cards. */
export const aiCommand: Command = {
  name: 'ai',
  summary: 'play deals to the end with the honest player, which never looks at hidden cards',
  help: [
    'Usage: klondike ai (--deal D | --seed N | --seeds A..B) [rule flags] [--ai-seed S]',
    '                   [--samples K] [--budget-states N] [--plan-nodes N] [--jobs N]',
    '                   [--out FILE] [--json]',
    '',
    'Plays each deal from its start to the end with the honest player (docs/honest.md): it sees',
    'what a player sees (face-up cards, how many cards lie face down, the stock cards it has',
    'turned) and chooses each move by solving samples of the unseen cards. A game ends won, or',
    'lost when the player gives up (every sample lost, no useful move) or after 300 moves',
    'without progress.',
    '',
    'Each game is one JSON line: {"format","seed","deal","rules","result","moves","end","ms"},',
    'a game record (docs/formats.md) that `klondike replay` replays as it is; "result" is "won" or',
    '"lost", "moves" in contract notation, "end" why it ended, "ms" CPU time of the thread that',
    'played. With --deal or --seed and without --json, a readable summary and the moves instead.',
    'With --seeds the lines come in seed order and a summary follows: games won, the share with',
    'its 95 % Wilson interval, and ms per game (on standard error when the lines go to standard',
    'output; with --json as one JSON object).',
    '',
    '  --deal D, --seed N  one deal; --seeds A..B  numbered deals A..B (inclusive)',
    '  --draw N, --passes N|unlimited, --no-foundation-to-tableau   the rules',
    `  --ai-seed S         the player's own seed (default ${DEFAULT_HONEST.seed}): with the view, the only`,
    '                      input of its decisions, so a game is the same on every machine',
    `  --samples K         samples of the unseen cards per decision (default ${DEFAULT_HONEST.samples})`,
    `  --budget-states N   states per solve of a sample (default ${DEFAULT_HONEST.budgetStates})`,
    `  --margin M          moves within M wins a set of samples of the best get another set (default ${DEFAULT_HONEST.margin})`,
    `  --rounds R          sets of samples a close call gets at most (default ${DEFAULT_HONEST.rounds} under draw 1,`,
    `                      ${DEFAULT_HONEST.roundsDrawN} when more cards are drawn at a time)`,
    '  --plan-nodes N      decide between plans (moves that can be taken back, then one that',
    '                      cannot), searching N positions for them (default: single moves)',
    '  --uct-tries N       choose between single moves by a search over what the player will',
    '                      know, N tries a move (default: each move scored on the samples)',
    '  --jobs N            worker threads for --seeds (default: the number of cores)',
    '  --out FILE          append the game lines to FILE (the summary goes to standard output)',
    '  --json              the JSON line for one deal, and the summary as JSON',
    '',
    'Exit status: 0 every game was played; 2 usage (bad flags, a malformed deal, a file that',
    'cannot be written).',
  ].join('\n'),
  run: async (args, io: Io) => {
    const flags = parseFlags(args, {
      ...DEAL_FLAGS,
      seeds: 'string',
      'ai-seed': 'string',
      samples: 'string',
      'budget-states': 'string',
      margin: 'string',
      rounds: 'string',
      'plan-nodes': 'string',
      'uct-tries': 'string',
      jobs: 'string',
      out: 'string',
      json: 'boolean',
    });
    const player: HonestOptions = {
      ...DEFAULT_HONEST,
      seed: flags['ai-seed'] === undefined ? DEFAULT_HONEST.seed : seedFlag(flags['ai-seed'], '--ai-seed'),
      samples: countFlag('samples', flags.samples, DEFAULT_HONEST.samples),
      budgetStates: countFlag('budget-states', flags['budget-states'], DEFAULT_HONEST.budgetStates),
      margin: countFlag('margin', flags.margin, DEFAULT_HONEST.margin, 0),
      // --rounds sets both: under draw 1 and when more cards are drawn at a time.
      rounds: countFlag('rounds', flags.rounds, DEFAULT_HONEST.rounds),
      roundsDrawN: countFlag('rounds', flags.rounds, DEFAULT_HONEST.roundsDrawN),
      planNodes: countFlag('plan-nodes', flags['plan-nodes'], DEFAULT_HONEST.planNodes),
      uctTries: countFlag('uct-tries', flags['uct-tries'], DEFAULT_HONEST.uctTries, 0),
    };
    if (flags.seeds !== undefined) {
      if (flags.deal !== undefined || flags.seed !== undefined)
        throw usageError('give --seeds, or one of --deal and --seed, not both');
    } else if (flags.deal === undefined && flags.seed === undefined)
      throw usageError('say which deals: --deal D, --seed N or --seeds A..B');
    const jobs = jobsFlag(flags.jobs);
    const out = flags.out === undefined ? undefined : openAppend(flags.out);
    try {
      if (flags.seeds === undefined) {
        const choice = dealFromFlags(flags);
        if (choice === undefined) throw usageError('say which deals: --deal D, --seed N or --seeds A..B');
        const { seed, deal, rules } = choice;
        const { line } = playRequest({ id: 0, ...(seed === undefined ? {} : { seed }), deal, rules, player });
        const text =
          flags.json || out !== undefined
            ? `${JSON.stringify(line)}\n`
            : `${line.result === 'won' ? `Won in ${line.moves.length} moves` : `Lost after ${line.moves.length} moves: ${line.end}`} (${line.ms} ms of CPU)\n${line.moves
                .map((m, i) => `${String(i + 1).padStart(4)}. ${m}`)
                .join('\n')}\n`;
        if (out !== undefined) out.write(text);
        else io.out(text);
        return EXIT_OK;
      }
      const [a, b] = seedRange(flags.seeds);
      const rules = dealFromFlags({ ...flags, seed: String(a) })?.rules as Rules;
      let won = 0;
      let games = 0;
      let ms = 0;
      const write = (text: string) => {
        if (out !== undefined) out.write(text);
        else io.out(text);
      };
      const ordered = inOrder(write, Number.POSITIVE_INFINITY);
      function* requests(): Generator<AiRequest> {
        for (let seed = a; seed <= b; seed++) yield { id: seed - a, seed, rules, player };
      }
      await playAll(requests(), jobs, async (id, line) => {
        games++;
        if (line.result === 'won') won++;
        ms += line.ms;
        ordered.put(id, `${JSON.stringify(line)}\n`);
        await io.drain?.();
      });
      const s = summaryOf(won, games, ms);
      const text = flags.json
        ? `${JSON.stringify({ ...s, rules: makeRules(rules), aiSeed: player.seed })}\n`
        : `games ${s.games}: won ${s.won} (${pct(s.share)}, 95 % interval ${pct(s.low)} – ${pct(s.high)})\nms per game: ${s.msPerGame.toFixed(1)} (CPU)\n`;
      if (out === undefined) io.err(text);
      else io.out(text);
      return EXIT_OK;
    } finally {
      out?.close();
    }
  },
};
