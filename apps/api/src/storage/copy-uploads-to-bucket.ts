import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { contentTypeForKey } from './content-type-for-key.js';
import { isSafeStorageKey } from './safe-key.js';
import type { Storage } from './storage.js';

export interface CopySummary {
  /** Upload files found in the folder. */
  files: number;
  /** Put into the store and read back identical. */
  copied: number;
  /** Already in the store with the same size and SHA-256 (left as they were). */
  alreadyThere: number;
  /** Read back with another size or SHA-256 than the file: the store did not keep what it was given. */
  mismatched: { key: string; reason: string }[];
  /** The store refused or failed (an error on put or read). */
  failed: { key: string; reason: string }[];
  /** Names the API never serves (half-written `.part` files, dotfiles): not copied. */
  skipped: string[];
  /** Bytes of the files found. */
  bytes: number;
}

/**
 * Copies every upload of a folder into a store and reads each object back to compare its size and SHA-256 with the
 * file. An object that is already there and identical is not written again, so an interrupted run is simply
 * started again. Nothing in the folder is changed or deleted.
 */
export async function copyUploadsToBucket(options: {
  directory: string;
  storage: Storage;
  /** Objects in flight at once. */
  concurrency?: number;
  log?: (line: string) => void;
}): Promise<CopySummary> {
  const { directory, storage, log = () => {} } = options;
  const entries = await readdir(directory, { withFileTypes: true });
  const names = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  const keys = names.filter(isSafeStorageKey).sort();
  const summary: CopySummary = {
    files: keys.length,
    copied: 0,
    alreadyThere: 0,
    mismatched: [],
    failed: [],
    skipped: names.filter((name) => !isSafeStorageKey(name)).sort(),
    bytes: 0,
  };

  async function copyOne(key: string): Promise<void> {
    const file = await readFile(path.join(directory, key));
    summary.bytes += file.length;
    const expected = { size: file.length, sha256: sha256(file) };
    const before = await readBack(storage, key);
    if (before && before.size === expected.size && before.sha256 === expected.sha256) {
      summary.alreadyThere += 1;
      log(`= ${key} (already there, identical)`);
      return;
    }
    await storage.put(key, file, contentTypeForKey(key));
    const after = await readBack(storage, key);
    const difference = describeDifference(expected, after);
    if (difference) {
      summary.mismatched.push({ key, reason: difference });
      log(`! ${key}: ${difference}`);
      return;
    }
    summary.copied += 1;
    log(`+ ${key} (${file.length} bytes, verified)`);
  }

  let next = 0;
  async function worker(): Promise<void> {
    while (next < keys.length) {
      const key = keys[next++] as string;
      try {
        await copyOne(key);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        summary.failed.push({ key, reason });
        log(`! ${key}: ${reason}`);
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return summary;
}

type Fingerprint = { size: number; sha256: string };

/** Size and SHA-256 of the bytes the store actually returns (not what it claims in its headers). */
async function readBack(
  storage: Storage,
  key: string,
): Promise<(Fingerprint & { declaredSize: number }) | null> {
  const stored = await storage.createReadStream(key);
  if (!stored) return null;
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stored.stream as Readable) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    hash.update(bytes);
    size += bytes.length;
  }
  return { size, sha256: hash.digest('hex'), declaredSize: stored.size };
}

function describeDifference(
  expected: Fingerprint,
  actual: (Fingerprint & { declaredSize: number }) | null,
): string | undefined {
  if (!actual) return 'missing after the put';
  if (actual.size !== expected.size) return `read back ${actual.size} bytes, the file has ${expected.size}`;
  if (actual.declaredSize !== expected.size) {
    return `the store declares ${actual.declaredSize} bytes, the file has ${expected.size}`;
  }
  if (actual.sha256 !== expected.sha256) return 'read back with another SHA-256 than the file';
  return undefined;
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function formatCopySummary(summary: CopySummary): string {
  const lines = [
    `${summary.files} upload files (${summary.bytes} bytes): ${summary.copied} copied and verified, ` +
      `${summary.alreadyThere} already there and identical, ${summary.mismatched.length} mismatched, ` +
      `${summary.failed.length} failed`,
  ];
  for (const { key, reason } of summary.mismatched) lines.push(`  mismatched ${key}: ${reason}`);
  for (const { key, reason } of summary.failed) lines.push(`  failed ${key}: ${reason}`);
  if (summary.skipped.length > 0) {
    lines.push(`  not upload names, left out: ${summary.skipped.join(', ')}`);
  }
  return lines.join('\n');
}

/** Whether every upload is now in the store as it is on the disk. */
export function copySucceeded(summary: CopySummary): boolean {
  return summary.mismatched.length === 0 && summary.failed.length === 0;
}
