import { isApiError } from '@wedding/api-client';
import { type Locale, type MessageKey, translate } from '@wedding/core';

function numericDetails(details: unknown): Record<string, number> {
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return {};
  return Object.fromEntries(
    Object.entries(details).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}

/**
 * A failed call in the person's language: the server's message key (the gallery answers carry one, e.g.
 * 'upload.tooLarge') with the numbers its answer names ({maxMb}, {max}), else the fallback (docs/requirements.md A8:
 * 'Unknown error').
 */
export function apiErrorText(error: unknown, locale: Locale, fallback: MessageKey): string {
  if (isApiError(error) && error.status !== 0 && error.serverMessageKey) {
    return translate(error.serverMessageKey, locale, numericDetails(error.details));
  }
  if (isApiError(error) && (error.status === 0 || error.status === 408))
    return translate(error.messageKey, locale);
  return translate(fallback, locale);
}
