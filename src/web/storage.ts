/**
 * Versioned local storage: every value sits in an envelope. What cannot be read is set aside in a backup,
 * never lost: the whole value when its envelope is unreadable, else only the entries the reader refused.
 */

/** The envelope format this version writes. */
export const STORAGE_FORMAT = 'klondike-web/1';

/** What is stored, each under its own key. */
export type StoreKind = 'save' | 'settings' | 'stats' | 'daily' | 'shelf';

/** The storage key of a kind. */
export const keyOf = (kind: StoreKind): string => `klondike:${kind}`;

const BACKUP = 'klondike:backup:';

/** A part of stored data a reader refused: some entries (`n` of them), or one piece; words.ts puts it in words. */
export type LostPart =
  | { readonly kind: 'rule-sets' | 'days' | 'games' | 'moves'; readonly n: number }
  | { readonly kind: 'redo' | 'clock' | 'day-list' | 'deal-numbers' };

/** What a reader took from stored data, and what it refused (`rest`, set aside, made of the parts `lost`). */
export interface Read<T> {
  readonly value: T | undefined;
  readonly rest?: unknown;
  readonly lost?: readonly LostPart[];
}

/** Data set aside: its kind, and when (ms since 1970). */
export interface Backup {
  readonly key: string;
  readonly kind: StoreKind;
  readonly at: number;
}

/** A read: the value if anything was readable, and the backup made of what was not. */
export interface StoredRead<T> {
  readonly value: T | undefined;
  /** `part`: only what was refused was set aside (the parts `lost`), the rest was read. */
  readonly backup:
    | (Backup & { readonly part: boolean; readonly lost: readonly LostPart[] | undefined })
    | undefined;
  /** Storage refused the backup: the data was left where it was. */
  readonly stuck: boolean;
}

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

const get = (key: string): string | null => {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

const envelope = (data: unknown): string => JSON.stringify({ format: STORAGE_FORMAT, data });

/** Reads an envelope's text with a reader; an envelope that is not ours reads as nothing readable. */
export const readText = <T>(raw: string, read: (data: unknown) => Read<T>): Read<T> => {
  try {
    const json = JSON.parse(raw) as { format?: unknown; data?: unknown } | null;
    if (json !== null && typeof json === 'object' && json.format === STORAGE_FORMAT) return read(json.data);
  } catch {
    // Not JSON: nothing in it can be read.
  }
  return { value: undefined, rest: raw };
};

/** Reads a kind entry by entry; what the reader refuses is moved to a backup key. */
export const readStored = <T>(
  kind: StoreKind,
  read: (data: unknown) => Read<T>,
  make: (value: T) => unknown = (v) => v,
): StoredRead<T> => {
  const raw = get(keyOf(kind));
  if (raw === null) return { value: undefined, backup: undefined, stuck: false };
  const r = readText(raw, read);
  if (r.rest === undefined) return { value: r.value, backup: undefined, stuck: false };
  // All of it refused: the original text is kept as it was; else only the refused part, in an envelope.
  const part = r.value !== undefined;
  const at = Date.now();
  const key = `${BACKUP}${kind}:${at}`;
  try {
    const s = storage() as Storage;
    s.setItem(key, part ? envelope(r.rest) : raw);
    // What was read stays, without the refused part (it would be set aside again at every visit).
    if (r.value !== undefined) s.setItem(keyOf(kind), envelope(make(r.value)));
    else s.removeItem(keyOf(kind));
  } catch {
    // Storage full or refused: leave the original where it is rather than lose it.
    return { value: r.value, backup: undefined, stuck: true };
  }
  return { value: r.value, backup: { key, kind, at, part, lost: r.lost }, stuck: false };
};

/** Every backup in storage, oldest first (also those made by earlier versions, which set aside whole values). */
export const listBackups = (): Backup[] => {
  const out: Backup[] = [];
  const s = storage();
  try {
    for (let i = 0; s !== undefined && i < s.length; i++) {
      const key = s.key(i) ?? '';
      const m = /^klondike:backup:(save|settings|stats|daily|shelf):(\d+)$/.exec(key);
      if (m !== null) out.push({ key, kind: m[1] as StoreKind, at: Number(m[2]) });
    }
  } catch {
    // Storage unavailable: no backups to show.
  }
  return out.sort((a, b) => a.at - b.at);
};

/** Reads a backup's data with its kind's reader. */
export const readBackup = <T>(key: string, read: (data: unknown) => Read<T>): Read<T> => {
  const raw = get(key);
  return raw === null ? { value: undefined } : readText(raw, read);
};

/** Writes a kind in its envelope; false when storage refused it (private mode, full). */
export const writeStored = (kind: StoreKind, data: unknown): boolean => {
  const s = storage();
  if (s === undefined) return false;
  try {
    s.setItem(keyOf(kind), envelope(data));
    return true;
  } catch {
    return false;
  }
};

/** The stored text of a kind, if any (to look at another tab's data without reading it in full). */
export const peekStored = (kind: StoreKind): unknown => {
  const raw = get(keyOf(kind));
  if (raw === null) return undefined;
  try {
    return (JSON.parse(raw) as { data?: unknown } | null)?.data;
  } catch {
    return undefined;
  }
};

/** Forgets a key (a kind's, or a backup's). */
export const removeKey = (key: string): void => {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: storage is unavailable.
  }
};
