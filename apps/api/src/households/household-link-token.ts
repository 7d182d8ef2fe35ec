import type { AppConfig } from '../config.js';
import { hmacBase64Url, safeEqual } from '../security/tokens.js';

/** `<guestId>.<generation in base 36>.<signature>`: ids never hold a dot, so the parts split unambiguously. */
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{1,64})\.([0-9a-z]{1,7})\.([A-Za-z0-9_-]{22})$/;

/**
 * 128 bits of the HMAC: as unforgeable as a guest grant needs, and a short link makes a QR code a printed card
 * can hold with room to spare.
 */
const sign = (key: string, weddingId: string, guestId: string, generation: number) =>
  hmacBase64Url(key, `household-link:${weddingId}:${guestId}:${generation}`).slice(0, 22);

/**
 * The secret of a household's personal link: the party head's id and the link's generation, signed with the
 * guest-grant key. Nothing is stored but the generation; raising it (a new link) revokes every earlier one.
 */
export function householdLinkToken(
  config: AppConfig,
  weddingId: string,
  guestId: string,
  generation: number,
): string {
  return `${guestId}.${generation.toString(36)}.${sign(config.secret, weddingId, guestId, generation)}`;
}

export type ParsedHouseholdToken = { guestId: string; generation: number; signature: string };

/** The parts of a token (before its signature is checked), or undefined when it cannot be one. */
export function parseHouseholdLinkToken(token: string): ParsedHouseholdToken | undefined {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return undefined;
  const generation = Number.parseInt(match[2] as string, 36);
  if (!Number.isSafeInteger(generation) || generation < 1) return undefined;
  return { guestId: match[1] as string, generation, signature: match[3] as string };
}

/** Whether the signature was made for this wedding, guest and generation by the current or an earlier key. */
export function isHouseholdSignatureValid(
  config: AppConfig,
  weddingId: string,
  parsed: ParsedHouseholdToken,
): boolean {
  return [config.secret, ...(config.previousSecrets ?? [])].some((key) =>
    safeEqual(parsed.signature, sign(key, weddingId, parsed.guestId, parsed.generation)),
  );
}
