export type RsvpErrorKey = 'networkError' | 'validationError' | 'submitError';

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/**
 * RSVP banner (docs/requirements.md B8): a network or fetch failure gives networkError (including the fetch TypeErrors
 * of Chrome 'Failed to fetch', Firefox 'NetworkError…' and Safari 'Load failed'); a message containing
 * 'validation' or 'invalid' gives validationError; anything else submitError.
 */
export function rsvpErrorKey(error: unknown): RsvpErrorKey {
  const message = messageOf(error).toLowerCase();
  if (/network|fetch/.test(message)) return 'networkError';
  if (error instanceof TypeError && message.includes('load failed')) return 'networkError';
  if (/validation|invalid/.test(message)) return 'validationError';
  return 'submitError';
}
