import { randomBytes } from 'node:crypto';
import { link, open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';

/** The content lands in a temporary file of the same folder first, readable only by this user whatever the umask. */
async function writeTemporaryPrivateFile(file: string, content: string): Promise<string> {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  const handle = await open(temporary, 'wx', 0o600);
  try {
    await handle.chmod(0o600);
    await handle.writeFile(content, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  return temporary;
}

/**
 * Creates `file` (mode 0600) only if it does not exist yet; false when it did. The hard link appears complete
 * or not at all and fails when the name is taken, so two processes starting at once cannot both create it and
 * a reader never sees it half written.
 */
export async function createPrivateFileExclusively(file: string, content: string): Promise<boolean> {
  const temporary = await writeTemporaryPrivateFile(file, content);
  try {
    await link(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(temporary).catch(() => {});
  }
}

/** Replaces `file` (mode 0600) in one step: readers see the old content or the new, never a mix. */
export async function replacePrivateFile(file: string, content: string): Promise<void> {
  const temporary = await writeTemporaryPrivateFile(file, content);
  try {
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
}
