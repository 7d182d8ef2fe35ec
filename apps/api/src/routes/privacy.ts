import { deleteAccountRequestSchema, deleteWeddingRequestSchema } from '@wedding/core';
import type { Router } from 'express';
import { currentUser, currentWedding, memberRoute, requireUser } from '../auth/middleware.js';
import { SESSION_COOKIE } from '../auth/sessions.js';
import type { AppDeps } from '../context.js';
import { baseCookieOptions, clearCookie } from '../http/cookies.js';
import { HttpError } from '../http/errors.js';
import { parseBody } from '../http/validate.js';
import { deleteAccountCompletely, deleteWeddingCompletely, writeAccountArchive } from '../privacy/index.js';
import { issueCsrfToken } from '../security/csrf.js';

const confirmationMismatch = () => new HttpError(400, 'confirmationMismatch');

/** A file name that says whose data and when, safe in a Content-Disposition header. */
const archiveName = (username: string, now: Date) =>
  `wedding-data-${username.replace(/[^a-z0-9_-]/gi, '_').slice(0, 60)}-${now.toISOString().slice(0, 10)}.zip`;

/**
 * GDPR routes of the signed-in couple (contract in apps/api/README.md, "Privacy"): download everything,
 * delete a wedding, delete the account. Deletions leave no row, file or session behind (privacy/).
 */
export function registerPrivacyRoutes(router: Router, deps: AppDeps): void {
  router.get('/api/account/export', requireUser, async (_req, res) => {
    const user = currentUser(res);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', `attachment; filename="${archiveName(user.username, deps.now())}"`);
    try {
      await writeAccountArchive(deps, user.id, res);
      res.end();
    } catch (error) {
      // Once bytes are out the status cannot change: end the connection so the download shows as failed.
      if (res.headersSent) res.destroy(error instanceof Error ? error : undefined);
      else throw error;
    }
  });

  router.delete('/api/account', requireUser, async (req, res) => {
    const { confirmUsername } = parseBody(deleteAccountRequestSchema, req);
    const user = currentUser(res);
    if (confirmUsername.trim().toLowerCase() !== user.username) throw confirmationMismatch();
    await deleteAccountCompletely(deps, user.id);
    clearCookie(res, SESSION_COOKIE, baseCookieOptions(deps.config.production));
    issueCsrfToken(res, deps.config);
    res.json({ deleted: true });
  });

  router.delete('/api/weddings/:weddingId', ...memberRoute(deps, 'deleteWedding'), async (req, res) => {
    const { confirmSlug } = parseBody(deleteWeddingRequestSchema, req);
    const wedding = currentWedding(res);
    if (confirmSlug.trim().toLowerCase() !== wedding.slug) throw confirmationMismatch();
    await deleteWeddingCompletely(deps, wedding.id);
    res.json({ deleted: true });
  });
}
