import type { GrantKeyFile } from './grant-key-file.js';
import { newStoredGrantKey, serializeGrantKeyFile } from './grant-key-file.js';
import { grantKeysInUse } from './grant-keys-in-use.js';
import { readOrCreateGrantKeyFile } from './read-or-create-grant-key-file.js';
import { replacePrivateFile } from './write-private-file.js';

/**
 * Rotation of the data folder's key file: appends a new signing key and keeps the older keys that still verify
 * unexpired grants (see grantKeysInUse); the rest are dropped. Servers use the new key from their next start.
 */
export async function addGrantKey(
  dataDir: string,
  options: { now: Date; grantTtlMs: number; log?: (line: string) => void },
): Promise<{ file: GrantKeyFile; path: string }> {
  const {
    file: current,
    path,
    created,
  } = await readOrCreateGrantKeyFile(dataDir, {
    now: options.now,
    log: options.log ?? (() => {}),
  });
  // A folder without keys gets its first one: nothing was signed before, so there is nothing to keep.
  if (created) return { file: current, path };
  const { secret, previousSecrets } = grantKeysInUse(current, options);
  const inUse = new Set([secret, ...previousSecrets]);
  const next: GrantKeyFile = {
    keys: [...current.keys.filter((entry) => inUse.has(entry.key)), newStoredGrantKey(options.now)],
  };
  await replacePrivateFile(path, serializeGrantKeyFile(next));
  return { file: next, path };
}
