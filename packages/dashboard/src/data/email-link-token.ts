import { isApiError } from '@wedding/api-client';
import { emailLinkTokenSchema } from '@wedding/core';
import { useCallback, useState } from 'react';

/**
 * The secret of a link we emailed (`/account/verify-email#<token>`, `/reset-password#<token>`), from the address's
 * fragment (`#<token>` or `<token>`): the fragment never reaches a server, a proxy log or a Referer header. Null
 * when there is none or it cannot be one of ours (cut short in a mail app, mangled by a copy).
 */
export function emailLinkTokenOf(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw).trim();
  } catch {
    return null;
  }
  return emailLinkTokenSchema.safeParse(decoded).success ? decoded : null;
}

/**
 * Whether the API refused the link itself: expired, used or unknown (400 linkInvalid), or a token it could not
 * read (400 validationFailed on `token`). Anything else (no connection, too many requests) is worth another try.
 */
export function isLinkRefused(error: unknown): boolean {
  return isApiError(error) && (error.code === 'linkInvalid' || 'token' in error.fieldErrors);
}

export interface EmailLinkTokenOptions {
  /** The token of the page's link; by default the address's fragment. */
  readToken?: () => string | null;
  /** Takes the token out of the address bar (and so the history) once it is used; `history.replaceState` by default. */
  forgetToken?: () => void;
}

const tokenOfLocation = () => emailLinkTokenOf(window.location.hash);
const dropFragment = () =>
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);

/** The link's token, read once when the page opens, and a way to drop it from the address once it has served. */
export function useEmailLinkToken({
  readToken = tokenOfLocation,
  forgetToken = dropFragment,
}: EmailLinkTokenOptions = {}) {
  const [token] = useState(readToken);
  const forget = useCallback(() => forgetToken(), [forgetToken]);
  return { token, forget };
}
