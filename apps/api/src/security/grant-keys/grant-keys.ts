/**
 * The HMAC keys of guest grants: `secret` signs new grants and verifies; `previousSecrets` only verify, so a
 * rotation keeps earlier grants valid until they expire.
 */
export type GrantKeys = { secret: string; previousSecrets: string[] };

/** Shorter keys are refused: a grant key is a shared secret an attacker could otherwise guess offline. */
export const MIN_GRANT_KEY_LENGTH = 32;
