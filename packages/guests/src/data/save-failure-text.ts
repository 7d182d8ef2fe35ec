import { isApiError } from '@wedding/api-client';
import { guestSaveErrorMessage, type Locale, resolveLogicMessage, translate } from '@wedding/core';

/**
 * Guest save errors (docs/requirements.md B8) in the person's language: by status 400 'Invalid data: {detail}', 401,
 * 403, 404, 409, 422 'Validation failed: {detail}', 500; another status the server's text; no answer at all the network
 * message. The detail of a refused field list is its messages (already in the person's language), joined.
 */
export function saveFailureText(error: unknown, locale: Locale): string {
  if (!isApiError(error)) return translate('guestSave.failed', locale);
  if (error.status === 0 || error.status === 408) return translate(error.messageKey, locale);
  const fieldMessages =
    error.details && typeof error.details === 'object' && !Array.isArray(error.details)
      ? Object.values(error.details as Record<string, unknown>).filter(
          (value): value is string => typeof value === 'string',
        )
      : [];
  const body = {
    error: error.serverMessageKey ? translate(error.serverMessageKey, locale) : error.code,
    details: fieldMessages.length > 0 ? fieldMessages.join('; ') : error.details,
  };
  return resolveLogicMessage(guestSaveErrorMessage({ status: error.status, body }), locale);
}
