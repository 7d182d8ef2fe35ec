import type { RequestHandler, Response } from 'express';
import { currentUser } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import { imageStorageKeys } from '../../privacy/image-storage-keys.js';
import { ZipStream } from '../../privacy/zip-stream.js';
import { recordAudit } from './audit-log.js';
import { applicationTables, quoteIdentifier } from './database.js';

const PAGE_ROWS = 1_000;
/** What a refused second backup suggests waiting (a small service's backup takes seconds). */
const BACKUP_RETRY_AFTER_SECONDS = 10;

/** A table's rows as JSON lines, read a page at a time so a large table never sits in memory whole. */
async function* tableLines(deps: AppDeps, table: string): AsyncGenerator<string> {
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const rows = await deps.prisma.$queryRawUnsafe<{ row: unknown }[]>(
      `SELECT to_jsonb(t) AS row FROM ${quoteIdentifier(table)} t ORDER BY ctid LIMIT ${PAGE_ROWS} OFFSET ${offset}`,
    );
    if (rows.length === 0) return;
    yield rows.map((entry) => `${JSON.stringify(entry.row)}\n`).join('');
    if (rows.length < PAGE_ROWS) return;
  }
}

/**
 * GET /api/admin/database/backup (superadmin): the whole service while it runs, as one ZIP: every table as JSON
 * lines (`database/<table>.jsonl`, rows as PostgreSQL's to_jsonb writes them), the applied migrations, and every
 * uploaded image (`uploads/<key>`). On the embedded database the offline backup command (packages/db) copies the
 * data folder itself; this download works on both engines without stopping the server.
 *
 * One backup at a time per API process: each reads every table and every file, so a second one (a double click,
 * a script) would only double the load on the running service; it answers 429 tooManyRequests with Retry-After.
 */
export function adminDatabaseBackup(deps: AppDeps): RequestHandler {
  let running = false;
  return async (_req, res) => {
    if (running) {
      throw new HttpError(429, 'tooManyRequests', { retryAfterSeconds: BACKUP_RETRY_AFTER_SECONDS });
    }
    running = true;
    try {
      await writeBackup(deps, res);
    } catch (error) {
      // Once bytes are out the status cannot change: end the connection so the download shows as failed.
      if (res.headersSent) res.destroy(error instanceof Error ? error : undefined);
      else throw error;
    } finally {
      running = false;
    }
  };
}

/** The ZIP itself, written straight into the answer (audited before the first byte). */
async function writeBackup(deps: AppDeps, res: Response): Promise<void> {
  const actor = currentUser(res);
  await recordAudit(deps.prisma, actor, { action: 'database.backup', entityType: 'settings' });
  const stamp = deps.now().toISOString().replaceAll(':', '-').slice(0, 19);
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Disposition', `attachment; filename="wedding-backup-${stamp}.zip"`);
  const zip = new ZipStream(res);
  const migrations = await deps.prisma.$queryRaw<unknown[]>`
    SELECT migration_name, checksum, finished_at FROM _prisma_migrations ORDER BY migration_name`;
  await zip.addText('migrations.json', `${JSON.stringify(migrations, null, 2)}\n`);
  for (const table of await applicationTables(deps)) {
    await zip.addTextChunks(`database/${table}.jsonl`, tableLines(deps, table));
  }
  const images = await deps.prisma.galleryImage.findMany({
    select: { storageKey: true, url: true, thumbnailUrl: true },
  });
  for (const key of images.flatMap(imageStorageKeys)) {
    const stored = await deps.storage.createReadStream(key);
    if (stored) await zip.addStream(`uploads/${key}`, stored.stream);
  }
  await zip.end();
  res.end();
}
