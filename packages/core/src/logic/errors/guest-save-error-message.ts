import type { LogicMessage } from '../messages/logic-message';
import { serverErrorText } from '../messages/server-error-text';
import type { GuestSaveErrorStatus } from './guest-save-error-keys';
import { GUEST_SAVE_ERROR_KEYS } from './guest-save-error-keys';

/** A failed guest save: the HTTP status and parsed body of an error response, or a thrown exception. */
export interface GuestSaveFailure {
  status?: number;
  body?: unknown;
  error?: unknown;
}

function isKnownStatus(status: number | undefined): status is GuestSaveErrorStatus {
  return status !== undefined && Object.hasOwn(GUEST_SAVE_ERROR_KEYS, status);
}

/** `details` as text: a string, or the messages of a list of issues joined with '; '. */
function detailText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { details } = body as { details?: unknown };
  if (typeof details === 'string' && details.trim() !== '') return details;
  if (Array.isArray(details)) {
    const messages = details
      .map((issue) => (typeof issue === 'string' ? issue : (issue as { message?: unknown } | null)?.message))
      .filter((message): message is string => typeof message === 'string' && message.trim() !== '');
    if (messages.length > 0) return messages.join('; ');
  }
  return null;
}

/**
 * Guest save errors (docs/requirements.md B8): 400 'Invalid data: {detail}', 401, 403, 404, 409, 422 'Validation
 * failed: {detail}', 500 by status; another status shows the server message; an exception shows its message; otherwise
 * 'Failed to save guest'. The detail is the body's `details`, else its error text; 400/422 without any detail
 * fall back to 'Failed to save guest' rather than showing an empty detail.
 */
export function guestSaveErrorMessage({ status, body, error }: GuestSaveFailure): LogicMessage {
  const serverText = serverErrorText(body);
  if (isKnownStatus(status)) {
    const key = GUEST_SAVE_ERROR_KEYS[status];
    if (status !== 400 && status !== 422) return { kind: 'key', key };
    const detail = detailText(body) ?? serverText;
    return detail === null
      ? { kind: 'key', key: 'guestSave.failed' }
      : { kind: 'key', key, params: { detail } };
  }
  if (serverText !== null) return { kind: 'text', text: serverText };
  if (error instanceof Error && error.message.trim() !== '') return { kind: 'text', text: error.message };
  return { kind: 'key', key: 'guestSave.failed' };
}
