import { recordIdSchema } from '@wedding/core';
import type { Request } from 'express';
import { z } from 'zod';
import { GUEST_MESSAGES } from '../../guests/index.js';
import { HttpError } from '../../http/errors.js';

export const guestNotFound = () => new HttpError(404, GUEST_MESSAGES.notFound);

const paramsSchema = z.object({ guestId: recordIdSchema });

/** A malformed guest id cannot name a guest: same 404 as a missing one. */
export function guestIdFrom(req: Request): string {
  const parsed = paramsSchema.safeParse(req.params);
  if (!parsed.success) throw guestNotFound();
  return parsed.data.guestId;
}
