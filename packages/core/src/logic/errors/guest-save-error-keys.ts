import type { MessageKey } from '../../messages/message-key';

/** Guest save (docs/requirements.md B8): the message per HTTP status; 400 and 422 carry a {detail}. */
export const GUEST_SAVE_ERROR_KEYS = {
  400: 'guestSave.invalidData',
  401: 'guestSave.unauthorized',
  403: 'guestSave.forbidden',
  404: 'guestSave.notFound',
  409: 'guestSave.conflict',
  422: 'guestSave.validationFailed',
  500: 'guestSave.serverError',
} as const satisfies Readonly<Record<number, MessageKey>>;

export type GuestSaveErrorStatus = keyof typeof GUEST_SAVE_ERROR_KEYS;
