import type { AppConfig } from '../config.js';
import { hmacBase64Url, safeEqual } from '../security/tokens.js';

/** Row ids are cuid-shaped (ids/new-record-id.ts): never a dot, so `<id>.<signature>` splits unambiguously. */
const TOKEN_PATTERN = /^([a-z0-9]{1,64})\.([A-Za-z0-9_-]{43})$/;

const sign = (key: string, weddingId: string, rsvpId: string) =>
  hmacBase64Url(key, `rsvp-manage:${weddingId}:${rsvpId}`);

/**
 * The secret of a guest's private RSVP link: `<rsvpId>.<HMAC(weddingId, rsvpId)>` with the guest-grant key.
 * Nothing is stored; it is the same on every replay of the submission, and it stops working when the RSVP
 * is deleted. A rotated key keeps verifying old tokens while it is listed in `previousSecrets`.
 */
export function rsvpManageToken(config: AppConfig, weddingId: string, rsvpId: string): string {
  return `${rsvpId}.${sign(config.secret, weddingId, rsvpId)}`;
}

/** The RSVP id a token names (before the signature is checked), or undefined when it cannot be a token. */
export function rsvpIdOfToken(token: string): string | undefined {
  return TOKEN_PATTERN.exec(token)?.[1];
}

/** Whether `token` was issued for this RSVP of this wedding by the current or an earlier key. */
export function isValidRsvpManageToken(
  config: AppConfig,
  token: string,
  weddingId: string,
  rsvpId: string,
): boolean {
  const signature = TOKEN_PATTERN.exec(token)?.[2];
  if (!signature || rsvpIdOfToken(token) !== rsvpId) return false;
  return [config.secret, ...(config.previousSecrets ?? [])].some((key) =>
    safeEqual(signature, sign(key, weddingId, rsvpId)),
  );
}
