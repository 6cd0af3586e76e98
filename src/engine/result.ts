/** The outcome of an operation that can fail on bad input: a value, or an error with a stable code. */
export type Result<T, E> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

/** A successful result. */
export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

/** A failed result. */
export const err = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });
