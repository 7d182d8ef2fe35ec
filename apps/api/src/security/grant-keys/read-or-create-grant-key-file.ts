import { chmod, mkdir, readFile, stat } from 'node:fs/promises';
import {
  type GrantKeyFile,
  grantKeyFilePath,
  newStoredGrantKey,
  parseGrantKeyFile,
  serializeGrantKeyFile,
} from './grant-key-file.js';
import { createPrivateFileExclusively } from './write-private-file.js';

async function readExisting(file: string, log: (line: string) => void): Promise<GrantKeyFile | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  // A copy or restore may have widened the mode; the key is as good as a password to the guest site.
  const { mode } = await stat(file);
  if ((mode & 0o077) !== 0) {
    await chmod(file, 0o600);
    log(`${file} was readable by others (mode ${(mode & 0o777).toString(8)}); set to 600`);
  }
  return parseGrantKeyFile(text, file);
}

/** The data folder's key file, created with one new key on the first start. */
export async function readOrCreateGrantKeyFile(
  dataDir: string,
  options: { now: Date; log: (line: string) => void },
): Promise<{ file: GrantKeyFile; path: string; created: boolean }> {
  const filePath = grantKeyFilePath(dataDir);
  const existing = await readExisting(filePath, options.log);
  if (existing) return { file: existing, path: filePath, created: false };
  await mkdir(dataDir, { recursive: true });
  const fresh: GrantKeyFile = { keys: [newStoredGrantKey(options.now)] };
  if (await createPrivateFileExclusively(filePath, serializeGrantKeyFile(fresh))) {
    return { file: fresh, path: filePath, created: true };
  }
  // Another process created it between our read and our write: its key wins, so both sign alike.
  const winner = await readExisting(filePath, options.log);
  if (!winner) throw new Error(`${filePath} vanished while it was being created`);
  return { file: winner, path: filePath, created: false };
}
