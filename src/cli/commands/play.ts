import { writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  dealFromSeed,
  type Game,
  makeRecord,
  newGame,
  outcome,
  recordOf,
  type Scoring,
  tickGame,
  totalScore,
} from '../../engine/index.ts';
import type { Command } from '../command.ts';
import { reasonOf } from '../files.ts';
import { parseFlags, rulesFromFlags } from '../flags.ts';
import { EXIT_OK, linesOf, nowOf, usageError } from '../io.ts';
import { DEAL_FLAGS, dealFromFlags } from '../position-flags.ts';
import { CLEAR_SCREEN, lookOf } from '../terminal.ts';
import {
  handleInput,
  scoreText,
  sessionIntro,
  sessionView,
  type TerminalSession,
} from '../terminal-session.ts';

const SCORINGS: readonly Scoring[] = ['standard', 'vegas', 'none'];

/** Milliseconds between the moves of an auto-complete drawn on a terminal. */
const AUTO_STEP_MS = 40;

/** A deal number from the caller's clock (the engine has no clock): milliseconds, mixed, 0..2^32-1. */
export const seedFromClock = (ms: number): number => {
  let x = Math.floor(Math.abs(ms)) % 4294967296;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  return (x ^ (x >>> 16)) >>> 0;
};

/** Writes a game record to a file; the error when it cannot be written. */
const writeRecord = async (path: string, record: string): Promise<NodeJS.ErrnoException | undefined> => {
  try {
    await writeFile(path, `${record}\n`);
    return undefined;
  } catch (e) {
    return e as NodeJS.ErrnoException;
  }
};

const save = async (path: string, record: string): Promise<void> => {
  const failed = await writeRecord(path, record);
  if (failed !== undefined) throw usageError(`cannot write "${path}": ${failed.code ?? 'error'}`);
};

/** `save FILE` in the game: the game goes on whatever happens; `~/` is the home folder, as in a shell. */
const saveCommand = async (file: string, game: Game): Promise<string> => {
  const path = file === '~' || file.startsWith('~/') ? homedir() + file.slice(1) : file;
  const failed = await writeRecord(path, makeRecord(recordOf(game)));
  return failed === undefined
    ? `Game record saved to ${path} (klondike replay ${path})`
    : `Cannot write "${path}": ${reasonOf(failed)}.`;
};

/** `klondike play`: a whole game in the terminal. */
export const playCommand: Command = {
  name: 'play',
  summary: 'play a game in the terminal',
  help: [
    'Usage: klondike play [--seed N | --deal D] [rule flags] [--scoring standard|vegas|none] [--timed]',
    '                     [--save FILE] [--no-color] [--ascii] [--no-check]',
    '',
    'Plays a game in the terminal, one move per line (standard input may be a pipe).',
    'Without --seed or --deal a deal number is chosen from the clock and printed.',
    '',
    '  --seed N, --deal D    which deal',
    '  --draw N, --passes N|unlimited, --no-foundation-to-tableau   the rules',
    '  --scoring S           standard (default; Windows points), vegas (dollars) or none',
    '  --timed               timed standard scoring: -2 per 10 seconds, a bonus on a win',
    '  --save FILE           keep the game record (klondike-game/1) in FILE, rewritten after',
    '                        every move; without it the record is printed when the game ends',
    '  --no-color            no colours (also when NO_COLOR is set and not empty)',
    '  --color               colours even when NO_COLOR is set (never when output is not a terminal)',
    '  --ascii               suit letters (C D H S) instead of the symbols',
    '  --no-check            no "Still winnable" line after each move (the solver decides it within',
    '                        a fixed budget: yes, "No longer winnable." or not sure)',
    '',
    'On a terminal the game is redrawn in place, red suits in red, with suit symbols when the',
    'locale is UTF-8 (LC_ALL, LC_CTYPE or LANG). When standard output is not a terminal (a pipe,',
    'a file) it is plain text, appended screen after screen, with the letters of the notation.',
    '',
    'At the prompt type a move in the notation (S, R, W>F, W>T3, T7>F, T1>T4, FH>T2; any case;',
    'Tn>Tm needs no :k), or: h the legal moves, u undo, y redo (r or R redeals),',
    'hint the next move of a winning line ("No winning line left." when none is; "Not sure" when',
    'the solver runs out of budget; then a move by rule of thumb, said so), a auto-complete (offered once every card in the columns is',
    'face up and the rest is proved to win), save FILE the game record to FILE,',
    'p the position again, ? help, q quit.',
    'The game ends when it is won, at q, or at the end of input (Ctrl-D; Ctrl-C too, once).',
    '',
    'Exit status: 0 the session ended; 2 bad flags or a file that cannot be written.',
  ].join('\n'),
  run: async (args, io) => {
    const flags = parseFlags(args, {
      ...DEAL_FLAGS,
      scoring: 'string',
      timed: 'boolean',
      save: 'string',
      color: 'boolean',
      'no-color': 'boolean',
      ascii: 'boolean',
      'no-check': 'boolean',
    });
    const scoring = (flags.scoring ?? 'standard').trim().toLowerCase() as Scoring;
    if (!SCORINGS.includes(scoring))
      throw usageError(`--scoring must be standard, vegas or none, not "${flags.scoring}"`);
    if (flags.timed && scoring !== 'standard') throw usageError('--timed goes with standard scoring only');
    if (flags.save === '') throw usageError('--save needs a file name');
    if (flags.color && flags['no-color']) throw usageError('give --color or --no-color, not both');
    const look = lookOf(io, flags);
    const chosen = dealFromFlags(flags);
    const startedAt = nowOf(io);
    const seed = chosen === undefined ? seedFromClock(startedAt) : chosen.seed;
    const deal = chosen?.deal ?? dealFromSeed(seed as number);
    const rules = chosen?.rules ?? rulesFromFlags(flags);
    const game = newGame(deal, rules, {
      seed,
      score: { scoring, timed: flags.timed === true, vegasCarry: 0 },
    });
    // Written at once too, so that a file that cannot be written is known before the game, not after.
    if (flags.save !== undefined) await save(flags.save, makeRecord(recordOf(game)));
    let session: TerminalSession = {
      game,
      startedAt,
      color: look.color,
      symbols: look.symbols,
      check: flags['no-check'] !== true,
    };
    const label = seed === undefined ? 'the given deal' : `deal ${seed}`;
    const heading = [
      ...(chosen === undefined
        ? [`Deal ${seed} (chosen from the clock; play it again with --seed ${seed})`]
        : []),
      sessionIntro(session, label),
    ].join('\n');
    // On a terminal every screen is drawn in place: the heading, the picture and its notes, what the
    // last input got, the prompt. Elsewhere screens and answers follow one another as plain lines.
    const screen = (s: TerminalSession, text: string, now: number): string =>
      `${CLEAR_SCREEN}${heading}\n\n${sessionView(s, now)}${text === '' ? '' : `\n\n${text}`}\n`;
    io.out(
      look.redraw
        ? `${screen(session, '', startedAt)}> `
        : `${heading}\n\n${sessionView(session, startedAt)}\n> `,
    );
    let end: 'quit' | 'won' | 'eof' = 'eof';
    for await (const line of linesOf(io)) {
      const now = nowOf(io);
      const step = handleInput(session, line, now);
      // Saved after every move too, so that a game interrupted (Ctrl-C, a closed terminal) is not lost.
      if (flags.save !== undefined && step.session.game !== session.game)
        await save(flags.save, makeRecord(recordOf(step.session.game)));
      session = step.session;
      const text = step.save === undefined ? step.text : await saveCommand(step.save, session.game);
      if (look.redraw) {
        // Auto-complete on a terminal: its moves one after another, as the web game animates them.
        const steps = step.steps ?? [];
        for (const [i, game] of steps.entries()) {
          io.out(
            screen(
              { ...session, game, notes: [] },
              `Auto-complete: move ${i + 1} of ${steps.length + 1}`,
              now,
            ),
          );
          await io.drain?.();
          await sleep(AUTO_STEP_MS);
        }
        if (step.end !== 'quit') io.out(screen(session, text, now));
      } else {
        const shown = step.view === true ? [sessionView(session, now), text] : [text];
        const out = shown.filter((t) => t !== '').join('\n');
        if (out !== '') io.out(`${out}\n`);
      }
      if (step.end !== undefined) {
        end = step.end;
        break;
      }
      io.out('> ');
    }
    if (end === 'eof') io.out('\n');
    // The clock stops at a win; otherwise the time up to the end of the session counts (timed scoring).
    const result = outcome(session.game.position);
    const g = result === 'won' ? session.game : tickGame(session.game, (nowOf(io) - startedAt) / 1000);
    const score =
      g.scoreOptions.scoring === 'none'
        ? ''
        : `, score ${scoreText(g.scoreOptions.scoring, totalScore(g.score))}`;
    io.out(
      `Game over: ${result === 'playing' ? 'left unfinished' : result} after ${g.history.length} move${g.history.length === 1 ? '' : 's'}${score}.\n`,
    );
    if ((session.hints ?? 0) > 0) io.out(`Hints used: ${session.hints}.\n`);
    const record = makeRecord(recordOf(g));
    if (flags.save !== undefined) {
      await save(flags.save, record);
      io.out(`Game record saved to ${flags.save} (klondike replay ${flags.save})\n`);
    } else io.out(`Game record: ${record}\n`);
    return EXIT_OK;
  },
};
