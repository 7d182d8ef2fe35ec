import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { GrantKeyConfigurationError } from './grant-key-error.js';
import { MIN_GRANT_KEY_LENGTH } from './grant-keys.js';

/** Lives next to the embedded database and the demo logins, so the keys move (and are backed up) with the data. */
export const GRANT_KEY_FILE_NAME = 'grant-keys.json';

export type StoredGrantKey = { key: string; createdAt: string };
/** Oldest first: the last key signs, each earlier one was retired when the key after it was created. */
export type GrantKeyFile = { keys: StoredGrantKey[] };

export const grantKeyFilePath = (dataDir: string) => path.join(dataDir, GRANT_KEY_FILE_NAME);

export function newStoredGrantKey(now: Date): StoredGrantKey {
  return { key: randomBytes(32).toString('hex'), createdAt: now.toISOString() };
}

export function serializeGrantKeyFile(file: GrantKeyFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

const isStoredKey = (entry: unknown): entry is StoredGrantKey =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as StoredGrantKey).key === 'string' &&
  (entry as StoredGrantKey).key.length >= MIN_GRANT_KEY_LENGTH &&
  typeof (entry as StoredGrantKey).createdAt === 'string' &&
  !Number.isNaN(Date.parse((entry as StoredGrantKey).createdAt));

/**
 * A damaged key file stops the start instead of being replaced: a silent new key would log every guest out
 * and hide whatever damaged the file.
 */
export function parseGrantKeyFile(text: string, file: string): GrantKeyFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new GrantKeyConfigurationError(`${file} is not valid JSON; restore it from a backup or delete it`);
  }
  const keys = (parsed as Partial<GrantKeyFile> | null)?.keys;
  if (!Array.isArray(keys) || keys.length === 0 || !keys.every(isStoredKey)) {
    throw new GrantKeyConfigurationError(
      `${file} must hold {"keys": [{"key": "<at least ${MIN_GRANT_KEY_LENGTH} characters>", "createdAt": "<ISO date>"}, ...]}`,
    );
  }
  return { keys };
}
