// Rotation of the embedded default's guest-grant key: `node apps/api/dist/rotate-grant-key.js` (same DATA_DIR as
// the server), then restart the server. Grants signed with the previous key stay valid until they expire.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultConfig } from './config.js';
import {
  addGrantKey,
  GrantKeyConfigurationError,
  MISSING_PRODUCTION_SECRET,
} from './security/grant-keys/index.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function rotate(): Promise<void> {
  if (process.env.APP_SECRET) {
    throw new GrantKeyConfigurationError(
      'APP_SECRET is set, so the key file is not used: rotate by moving the current APP_SECRET to ' +
        'APP_SECRET_PREVIOUS and setting a new APP_SECRET (see apps/api/README.md)',
    );
  }
  if (process.env.NODE_ENV === 'production') throw new GrantKeyConfigurationError(MISSING_PRODUCTION_SECRET);
  const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(repoRoot, '.data');
  const { file, path: keyFile } = await addGrantKey(dataDir, {
    now: new Date(),
    grantTtlMs: defaultConfig().guestGrantTtlMs,
    log: (line) => console.log(line),
  });
  // One key means there was no file: nothing was signed before, so there is nothing to keep valid.
  console.log(
    file.keys.length === 1
      ? `${keyFile}: created with a first signing key (there was none).`
      : `${keyFile}: new signing key added (${file.keys.length} keys kept). Restart the server to sign with ` +
          'it; grants signed with the earlier key stay valid until they expire.',
  );
}

rotate().catch((error: unknown) => {
  console.error(error instanceof GrantKeyConfigurationError ? error.message : error);
  process.exit(1);
});
