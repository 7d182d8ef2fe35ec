import { GrantKeyConfigurationError } from './grant-key-error.js';
import { type GrantKeys, MIN_GRANT_KEY_LENGTH } from './grant-keys.js';

const tooShort = (name: string) =>
  new GrantKeyConfigurationError(
    `${name} must be at least ${MIN_GRANT_KEY_LENGTH} characters long (for example \`openssl rand -hex 32\`)`,
  );

/**
 * `APP_SECRET` signs; `APP_SECRET_PREVIOUS` (comma-separated) only verifies, for a rotation. Undefined when
 * APP_SECRET is not set. A key that is set but too short is an error, not silently replaced by another key.
 */
export function grantKeysFromEnv(env: NodeJS.ProcessEnv): GrantKeys | undefined {
  const previousSecrets = (env.APP_SECRET_PREVIOUS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
  if (!env.APP_SECRET) {
    if (previousSecrets.length > 0) {
      throw new GrantKeyConfigurationError('APP_SECRET_PREVIOUS is set but APP_SECRET is not');
    }
    return undefined;
  }
  if (env.APP_SECRET.length < MIN_GRANT_KEY_LENGTH) throw tooShort('APP_SECRET');
  if (previousSecrets.some((key) => key.length < MIN_GRANT_KEY_LENGTH)) throw tooShort('APP_SECRET_PREVIOUS');
  return { secret: env.APP_SECRET, previousSecrets };
}
