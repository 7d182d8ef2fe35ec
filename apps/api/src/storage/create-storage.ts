import { createLocalDiskStorage } from './local-disk-storage.js';
import type { Storage } from './storage.js';
import type { StorageSettings } from './storage-settings.js';

/**
 * The configured store, ready to use. A bucket is tried once here, so a wrong name, key or endpoint stops the
 * start with its reason instead of failing the first guest's upload.
 */
export async function createStorage(
  settings: StorageSettings,
  options: { uploadDir: string },
): Promise<{ storage: Storage; description: string }> {
  if (settings.kind === 'local-disk') {
    return {
      storage: createLocalDiskStorage({ directory: options.uploadDir }),
      description: `local disk at ${options.uploadDir}`,
    };
  }
  // The S3 client is loaded only for a bucket: the embedded default never pays for its memory or start-up time.
  const { createS3Storage } = await import('./s3-storage.js');
  const storage = createS3Storage(settings);
  try {
    await storage.checkBucket();
  } catch (error) {
    storage.close();
    throw error;
  }
  const where = settings.endpoint ?? `AWS S3 (${settings.region})`;
  const served = settings.publicUrl
    ? `, images loaded from ${settings.publicUrl}`
    : ', images served at /uploads';
  return { storage, description: `bucket "${settings.bucket}" at ${where}${served}` };
}
