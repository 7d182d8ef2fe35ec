import type { AppConfig } from '../config.js';
import { hmacBase64Url, safeEqual } from '../security/tokens.js';

const SIGNATURE_LENGTH = 22;
const MESSAGE_ID_PATTERN = /^[a-z0-9]{10,64}$/;

const sign = (key: string, messageId: string) =>
  hmacBase64Url(key, `unsubscribe:${messageId}`).slice(0, SIGNATURE_LENGTH);

/**
 * The unsubscribe link's secret: the outbox message it came with and its signature. The message names the wedding
 * and the address, so nothing about the person is in the link, and any email of the wedding unsubscribes.
 */
export function unsubscribeToken(config: AppConfig, messageId: string): string {
  return `${messageId}${sign(config.secret, messageId)}`;
}

/** The message id of a valid token (current or earlier key), else undefined. */
export function messageIdOfUnsubscribeToken(config: AppConfig, token: string): string | undefined {
  const messageId = token.slice(0, -SIGNATURE_LENGTH);
  const signature = token.slice(-SIGNATURE_LENGTH);
  if (!MESSAGE_ID_PATTERN.test(messageId)) return undefined;
  const valid = [config.secret, ...(config.previousSecrets ?? [])].some((key) =>
    safeEqual(signature, sign(key, messageId)),
  );
  return valid ? messageId : undefined;
}
