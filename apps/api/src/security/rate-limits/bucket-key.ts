import type { RateLimitRule } from '../../config.js';
import { sha256Hex } from '../tokens.js';

/**
 * `name:limit/window:sha256(client)`. The client (an IP address, a username, a slug) is hashed so the table
 * holds no personal data; the rule is part of the key so a changed limit starts a fresh window instead of
 * judging old hits by the new numbers (and test apps with other limits on one database do not share counts).
 */
export function bucketKey(name: string, rule: RateLimitRule, client: string): string {
  return `${name}:${rule.limit}/${rule.windowMs}:${sha256Hex(client)}`;
}
