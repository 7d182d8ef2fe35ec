import type { GrantKeyFile } from './grant-key-file.js';
import type { GrantKeys } from './grant-keys.js';

/**
 * The newest key signs. An older key still verifies while a grant it signed can be unexpired: until `grantTtlMs`
 * after its successor was created. Later it is ignored, so a retired key that leaks cannot open the site.
 */
export function grantKeysInUse(file: GrantKeyFile, options: { now: Date; grantTtlMs: number }): GrantKeys {
  const { keys } = file;
  const newest = keys[keys.length - 1];
  if (!newest) throw new Error('a grant key file without keys');
  const previousSecrets = keys
    .slice(0, -1)
    .filter((_, index) => {
      const retiredAt = Date.parse(keys[index + 1]?.createdAt ?? '');
      return retiredAt + options.grantTtlMs > options.now.getTime();
    })
    .map((entry) => entry.key)
    .reverse();
  return { secret: newest.key, previousSecrets };
}
