// Moves an installation from the local disk to a bucket: `node apps/api/dist/copy-uploads-to-bucket.js [--from
// <folder>]` with the same STORAGE_URL and AWS_* variables the server will use. Exits 1 unless every file is in
// the bucket byte for byte; safe to run again (identical objects are skipped), and the folder is left untouched.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { copySucceeded, copyUploadsToBucket, formatCopySummary } from './copy-uploads-to-bucket.js';
import { createS3Storage } from './s3-storage.js';
import { StorageConfigurationError, storageSettingsFromEnv } from './storage-settings.js';

async function run(): Promise<number> {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, quiet: { type: 'boolean', default: false } },
    allowPositionals: false,
  });
  const env = process.env;
  const directory = path.resolve(
    values.from ??
      env.UPLOAD_DIR ??
      (env.DATA_DIR
        ? path.join(path.resolve(env.DATA_DIR), 'uploads')
        : // Loaded only when needed: the database package brings the whole database client with it.
          (await import('@wedding/db')).defaultUploadDir()),
  );
  const settings = storageSettingsFromEnv(env);
  if (settings.kind !== 's3') {
    throw new StorageConfigurationError(
      'STORAGE_URL is not set: name the bucket to copy into, e.g. STORAGE_URL=s3://wedding-uploads?endpoint=...',
    );
  }
  const info = await stat(directory).catch(() => null);
  if (!info?.isDirectory()) throw new StorageConfigurationError(`${directory} is not a folder`);

  const storage = createS3Storage(settings);
  try {
    await storage.checkBucket();
    console.log(
      `Copying ${directory} into bucket "${settings.bucket}"${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
    );
    const summary = await copyUploadsToBucket({
      directory,
      storage,
      log: values.quiet ? undefined : (line) => console.log(line),
    });
    console.log(formatCopySummary(summary));
    if (!copySucceeded(summary)) {
      console.error(
        'Not every upload is in the bucket as it is on the disk: keep serving from the folder, fix, run again.',
      );
      return 1;
    }
    console.log('Every upload is in the bucket and verified.');
    return 0;
  } finally {
    storage.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A mistake in the settings or the arguments is explained by its message; a stack trace would only bury it.
    const known =
      error instanceof StorageConfigurationError ||
      (error instanceof TypeError &&
        String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS'));
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
