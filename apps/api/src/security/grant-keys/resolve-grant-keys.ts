import { GrantKeyConfigurationError } from './grant-key-error.js';
import type { GrantKeys } from './grant-keys.js';
import { grantKeysFromEnv } from './grant-keys-from-env.js';
import { grantKeysInUse } from './grant-keys-in-use.js';
import { readOrCreateGrantKeyFile } from './read-or-create-grant-key-file.js';

export const MISSING_PRODUCTION_SECRET =
  'NODE_ENV=production needs APP_SECRET: a random value of at least 32 characters (for example ' +
  '`openssl rand -hex 32`), the same for every API process. Without it guest grants could not be verified ' +
  'across restarts or processes, so the server does not invent one.';

/**
 * The guest-grant keys a server starts with: APP_SECRET (+ APP_SECRET_PREVIOUS) when set; else, outside
 * production, the key file of the data folder, created on the first start and reused on later ones.
 */
export async function resolveGrantKeys(options: {
  env: NodeJS.ProcessEnv;
  dataDir: string;
  grantTtlMs: number;
  now?: Date;
  log?: (line: string) => void;
}): Promise<GrantKeys & { source: string }> {
  const log = options.log ?? (() => {});
  const fromEnv = grantKeysFromEnv(options.env);
  if (fromEnv) return { ...fromEnv, source: 'APP_SECRET' };
  if (options.env.NODE_ENV === 'production') throw new GrantKeyConfigurationError(MISSING_PRODUCTION_SECRET);
  const now = options.now ?? new Date();
  const { file, path, created } = await readOrCreateGrantKeyFile(options.dataDir, { now, log });
  if (created) log(`created the guest-grant signing key in ${path} (mode 600)`);
  return { ...grantKeysInUse(file, { now, grantTtlMs: options.grantTtlMs }), source: path };
}
