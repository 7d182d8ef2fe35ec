import type { LogicMessage } from '../messages/logic-message';
import { serverErrorText } from '../messages/server-error-text';

export type AccessCodeAction = 'save' | 'generate';

/** How an access-code call failed: an error response (its parsed body) or a thrown exception. */
export type AccessCodeFailure = { kind: 'response'; body: unknown } | { kind: 'exception'; error: unknown };

export type AccessCodeErrorMessage = LogicMessage<'saveError' | 'generateError' | 'unknownError'>;

/**
 * docs/requirements.md A8 and B8: the server's error text, else 'saveError' or 'generateError' for a failed response,
 * else 'unknownError' for an exception without a usable message.
 */
export function accessCodeErrorMessage(
  action: AccessCodeAction,
  failure: AccessCodeFailure,
): AccessCodeErrorMessage {
  if (failure.kind === 'response') {
    const text = serverErrorText(failure.body);
    if (text !== null) return { kind: 'text', text };
    return { kind: 'key', key: action === 'save' ? 'saveError' : 'generateError' };
  }
  if (failure.error instanceof Error && failure.error.message.trim() !== '') {
    return { kind: 'text', text: failure.error.message };
  }
  return { kind: 'key', key: 'unknownError' };
}
