export { addGrantKey } from './add-grant-key.js';
export { GrantKeyConfigurationError } from './grant-key-error.js';
export {
  GRANT_KEY_FILE_NAME,
  type GrantKeyFile,
  grantKeyFilePath,
  type StoredGrantKey,
} from './grant-key-file.js';
export { type GrantKeys, MIN_GRANT_KEY_LENGTH } from './grant-keys.js';
export { grantKeysFromEnv } from './grant-keys-from-env.js';
export { grantKeysInUse } from './grant-keys-in-use.js';
export { MISSING_PRODUCTION_SECRET, resolveGrantKeys } from './resolve-grant-keys.js';
