/** The subset of the Web Storage API the draft needs; tests pass their own. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * window.localStorage, or null where it is missing or reading it throws (blocked cookies, sandboxed
 * frames, server rendering): the wizard then works without a draft instead of crashing.
 */
export function browserStorage(): DraftStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
