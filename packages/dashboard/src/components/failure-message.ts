import { isApiError } from '@wedding/api-client';
import { type Locale, type MessageKey, translate } from '@wedding/core';

/**
 * The rule of docs/requirements.md A8 for failed saves: the server's message when it answered with one we know, else
 * the screen's own fallback ('saveError', 'Failed to save location', ...); `noAnswer` when no answer arrived at all.
 */
export function failureMessageKey(
  error: unknown,
  fallback: MessageKey,
  noAnswer: MessageKey = fallback,
): MessageKey {
  if (isApiError(error) && error.status !== 0) return error.serverMessageKey ?? fallback;
  if (isApiError(error) && error.status === 0) return noAnswer;
  return noAnswer;
}

/**
 * failureMessageKey's message in the person's language, with the numbers the answer carries (`{max}` of
 * limitReached / memberLimitReached), so no placeholder is ever shown.
 */
export function failureText(
  error: unknown,
  fallback: MessageKey,
  locale: Locale,
  noAnswer: MessageKey = fallback,
): string {
  const details = isApiError(error) ? error.details : undefined;
  const params =
    details && typeof details === 'object' && !Array.isArray(details)
      ? Object.fromEntries(
          Object.entries(details).filter(
            (entry): entry is [string, string | number] =>
              typeof entry[1] === 'number' || typeof entry[1] === 'string',
          ),
        )
      : undefined;
  return translate(failureMessageKey(error, fallback, noAnswer), locale, params);
}
