import { isRsvpClosed, type Locale, translate } from '@wedding/core';
import type { Response } from 'express';
import { HttpError } from '../http/errors.js';

/**
 * After the couple's RSVP deadline the public RSVP is refused with 410 rsvpClosed, its message in the guest's
 * language (`details.message`, for clients that do not know the code) and the deadline. The deadline comes with the
 * guest's access (requireGuestGrant reads it in the same statement): no round trip of its own on the RSVP hot path
 * (bench/rsvp-cluster.mjs).
 */
export function refuseAfterDeadline(res: Response, locale: Locale, now: Date): void {
  const deadline = res.locals.rsvpDeadline;
  if (deadline === undefined)
    throw new Error('refuseAfterDeadline() used on a route without requireGuestGrant');
  if (isRsvpClosed(deadline, now)) {
    throw new HttpError(410, 'rsvpClosed', {
      rsvpDeadline: deadline?.toISOString() ?? null,
      message: translate('rsvp.closed', locale),
    });
  }
}
