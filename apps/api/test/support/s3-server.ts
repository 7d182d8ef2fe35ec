import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageSettings } from '../../src/storage/index.js';

export type TestS3Server = {
  /** Settings of a bucket on this server, as STORAGE_URL would give them (s3rver's fixed key). */
  settings(bucket?: string): S3StorageSettings;
  endpoint: string;
  close(): Promise<void>;
};

export const TEST_BUCKET = 'wedding-uploads';
/** s3rver accepts this key pair only. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3 protocol server (s3rver) on a free port, keeping its objects in a temporary folder, with the bucket
 * `wedding-uploads` created. One per test file keeps the files fast.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'wedding-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settings: (bucket = TEST_BUCKET) => ({
      kind: 's3',
      bucket,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: S3RVER_CREDENTIALS,
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
