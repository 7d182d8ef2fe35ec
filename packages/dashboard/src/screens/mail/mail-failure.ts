import { isApiError } from '@wedding/api-client';
import { type Locale, type MessageKey, translate } from '@wedding/core';
import { failureText } from '../../components/failure-message';

/** A moment the person reads in their own time zone ("12 Mar 2027, 00:00"). */
export function localMoment(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

interface CapDetails {
  limit: number;
  usedToday: number;
  resetsAt: string;
}

function capDetails(details: unknown): CapDetails | null {
  if (typeof details !== 'object' || details === null) return null;
  const { limit, usedToday, resetsAt } = details as Record<string, unknown>;
  return typeof limit === 'number' && typeof usedToday === 'number' && typeof resetsAt === 'string'
    ? { limit, usedToday, resetsAt }
    : null;
}

/** Whether sending failed for want of the member's verified email address (the screen then links to it). */
export function needsVerifiedEmail(error: unknown): boolean {
  return isApiError(error) && error.code === 'verifiedEmailRequired';
}

/**
 * A failed mail call in the person's language: the daily cap with today's count and when sending resumes (in
 * their time zone), else the server's message, else `fallback`.
 */
export function mailFailureText(
  error: unknown,
  locale: Locale,
  fallback: MessageKey = 'errorOccurred',
): string {
  if (isApiError(error) && error.code === 'dailyMailCapReached') {
    const cap = capDetails(error.details);
    if (cap) {
      return translate('dailyMailCapReached', locale, {
        limit: cap.limit,
        usedToday: cap.usedToday,
        resetsAt: localMoment(cap.resetsAt, locale),
      });
    }
  }
  return failureText(error, fallback, locale, 'networkError');
}
