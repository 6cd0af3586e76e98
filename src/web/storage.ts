/** Versioned local storage: every value sits in an envelope; anything unreadable is set aside, never lost. */

/** The envelope format this version writes. */
export const STORAGE_FORMAT = 'klondike-web/1';

/** What is stored, each under its own key. */
export type StoreKind = 'save' | 'settings' | 'stats' | 'daily';

/** The storage key of a kind. */
export const keyOf = (kind: StoreKind): string => `klondike:${kind}`;

const LABELS: Record<StoreKind, string> = {
  save: 'saved game',
  settings: 'options',
  stats: 'statistics',
  daily: 'daily deal record',
};

/** A read: the value if it was readable, and a sentence for the player when something was set aside. */
export interface StoredRead<T> {
  readonly value: T | undefined;
  readonly problem: string | undefined;
}

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

/** Reads a kind; data that does not parse, or is not ours, is moved to a backup key and reported. */
export const readStored = <T>(kind: StoreKind, parse: (data: unknown) => T | undefined): StoredRead<T> => {
  const s = storage();
  if (s === undefined) return { value: undefined, problem: undefined };
  const key = keyOf(kind);
  let raw: string | null;
  try {
    raw = s.getItem(key);
  } catch {
    return { value: undefined, problem: undefined };
  }
  if (raw === null) return { value: undefined, problem: undefined };
  let value: T | undefined;
  try {
    const json = JSON.parse(raw) as { format?: unknown; data?: unknown } | null;
    if (json !== null && typeof json === 'object' && json.format === STORAGE_FORMAT) value = parse(json.data);
  } catch {
    value = undefined;
  }
  if (value !== undefined) return { value, problem: undefined };
  const backup = `klondike:backup:${kind}:${Date.now()}`;
  try {
    s.setItem(backup, raw);
    s.removeItem(key);
  } catch {
    // Storage full or refused: leave the original where it is rather than lose it.
    return { value: undefined, problem: `Your ${LABELS[kind]} could not be read and were left untouched.` };
  }
  return {
    value: undefined,
    problem: `Your ${LABELS[kind]} could not be read (damaged, or from another version). They were set aside under "${backup}" and a fresh start was made.`,
  };
};

/** Writes a kind in its envelope; false when storage refused it (private mode, full). */
export const writeStored = (kind: StoreKind, data: unknown): boolean => {
  const s = storage();
  if (s === undefined) return false;
  try {
    s.setItem(keyOf(kind), JSON.stringify({ format: STORAGE_FORMAT, data }));
    return true;
  } catch {
    return false;
  }
};

/** Forgets a kind. */
export const removeStored = (kind: StoreKind): void => {
  try {
    storage()?.removeItem(keyOf(kind));
  } catch {
    // Nothing to do: storage is unavailable.
  }
};
