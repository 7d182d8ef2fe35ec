import type { RequestHandler } from 'express';
import { authenticationRequired } from '../../auth/middleware.js';
import { HttpError } from '../../http/errors.js';

/** Role changes, settings and the full backup: superadmin only (admins get 403 superadminRequired). */
export const requireSuperadmin: RequestHandler = (_req, res, next) => {
  const user = res.locals.user;
  if (!user) throw authenticationRequired();
  if (user.role !== 'superadmin') throw new HttpError(403, 'superadminRequired');
  next();
};
