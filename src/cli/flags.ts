import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { DEFAULT_RULES, parseDraw, parsePasses, parseSeed, type Rules } from '../engine/index.ts';
import { usageError } from './io.ts';

type FlagSpec = Record<string, 'string' | 'boolean'>;
type Flags<S extends FlagSpec> = { [K in keyof S]?: S[K] extends 'string' ? string : boolean } & {
  _: string[];
};

/** node:util's parseArgs explains at length; one short line is enough here. */
const flagMessage = (message: string): string => {
  const first = message.split('\n')[0] ?? '';
  const option = /Option '(-[^ ']*)/.exec(first)?.[1] ?? /option '(-[^']*)'/i.exec(first)?.[1];
  if (option !== undefined) {
    if (/^Unknown option/.test(first)) return `unknown option "${option}" (see --help)`;
    if (/argument missing/.test(first)) return `${option} needs a value`;
    if (/ambiguous/.test(first))
      return `${option} needs a value (write ${option}=VALUE for a value starting with "-")`;
    if (/does not take an argument/.test(first)) return `${option} takes no value`;
  }
  return first === '' ? 'bad arguments' : first;
};

/**
 * `--seed -1` would be refused by parseArgs as ambiguous; joining it into `--seed=-1` lets the flag's own
 * check say what is wrong with the value. A following known flag (`--seed --json`) is left alone.
 */
const joinDashValues = (args: readonly string[], spec: FlagSpec): string[] => {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    const next = args[i + 1];
    if (a === '--') {
      out.push(...args.slice(i));
      break;
    }
    const name = a.startsWith('--') ? a.slice(2) : undefined;
    if (
      name !== undefined &&
      Object.hasOwn(spec, name) &&
      spec[name] === 'string' &&
      next !== undefined &&
      next.startsWith('-') &&
      next !== '-' &&
      !(next.startsWith('--') && Object.hasOwn(spec, next.slice(2).split('=')[0] as string))
    ) {
      out.push(`${a}=${next}`);
      i++;
    } else out.push(a);
  }
  return out;
};

/** Parses flags strictly: an unknown flag or a missing value is a usage error (exit 2). */
export const parseFlags = <S extends FlagSpec>(args: string[], spec: S, positionals = 0): Flags<S> => {
  const options = Object.fromEntries(Object.entries(spec).map(([k, type]) => [k, { type }]));
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: joinDashValues(args, spec), options, allowPositionals: true, strict: true });
  } catch (e) {
    throw usageError(flagMessage(e instanceof Error ? e.message : String(e)));
  }
  if (parsed.positionals.length > positionals)
    throw usageError(`unexpected argument "${parsed.positionals[positionals]}"`);
  return { ...(parsed.values as object), _: parsed.positionals } as Flags<S>;
};

/** Reads a deal number flag (`--seed N` unless `flag` names another): a whole number 0..4294967295. */
export const seedFlag = (text: string, flag = '--seed'): number => {
  const r = parseSeed(text);
  if (!r.ok) throw usageError(`${flag} must be a whole number from 0 to 4294967295, not "${text}"`);
  return r.value;
};

/** The rule flags every position-taking command accepts. */
export const RULE_FLAGS = {
  draw: 'string',
  passes: 'string',
  'no-foundation-to-tableau': 'boolean',
} as const;

/** The values of RULE_FLAGS as parseFlags gives them. */
export interface RuleFlags {
  readonly draw?: string;
  readonly passes?: string;
  readonly 'no-foundation-to-tableau'?: boolean;
}

/** Whether any rule flag was given. */
export const hasRuleFlags = (flags: RuleFlags): boolean =>
  flags.draw !== undefined || flags.passes !== undefined || flags['no-foundation-to-tableau'] === true;

/** Rules from `--draw N`, `--passes N|unlimited`, `--no-foundation-to-tableau`. */
export const rulesFromFlags = (flags: RuleFlags): Rules => {
  const draw = flags.draw === undefined ? DEFAULT_RULES.draw : parseDraw(flags.draw);
  if (draw === undefined) throw usageError(`--draw must be a positive whole number, not "${flags.draw}"`);
  // Flag values are read in any case (docs/formats.md): `--passes UNLIMITED` is `--passes unlimited`.
  const passes =
    flags.passes === undefined ? DEFAULT_RULES.passes : parsePasses(flags.passes.trim().toLowerCase());
  if (passes === undefined)
    throw usageError(`--passes must be a positive whole number or "unlimited", not "${flags.passes}"`);
  return { draw, passes, foundationToTableau: flags['no-foundation-to-tableau'] !== true };
};

/** Reads `--budget-ms T`: a positive number of milliseconds (undefined: no limit). */
export const budgetFlag = (text: string | undefined): number => {
  if (text === undefined) return Number.POSITIVE_INFINITY;
  const n = /^\s*\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN;
  if (!(n > 0)) throw usageError(`--budget-ms must be a positive number of milliseconds, not "${text}"`);
  return n;
};

/** A solver budget: CPU milliseconds of the solving thread, and optionally distinct states searched. */
export interface Budget {
  readonly budgetMs: number;
  readonly budgetStates?: number;
}

/** The budget flags of the solving commands. */
export const BUDGET_FLAGS = { 'budget-ms': 'string', 'budget-states': 'string' } as const;

/** Reads `--budget-ms T` (default `defaultMs`) and `--budget-states N` (a positive whole number). */
export const budgetFromFlags = (
  flags: { 'budget-ms'?: string; 'budget-states'?: string },
  defaultMs = Number.POSITIVE_INFINITY,
): Budget => {
  const budgetMs = flags['budget-ms'] === undefined ? defaultMs : budgetFlag(flags['budget-ms']);
  const text = flags['budget-states'];
  if (text === undefined) return { budgetMs };
  const n = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
  if (!(Number.isSafeInteger(n) && n >= 1))
    throw usageError(`--budget-states must be a positive whole number, not "${text}"`);
  return { budgetMs, budgetStates: n };
};

/** Reads `--jobs N`: a positive whole number of worker threads (undefined: one per core). */
export const jobsFlag = (text: string | undefined): number => {
  if (text === undefined) return availableParallelism();
  const n = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
  if (!(Number.isSafeInteger(n) && n >= 1))
    throw usageError(`--jobs must be a positive whole number, not "${text}"`);
  return n;
};
