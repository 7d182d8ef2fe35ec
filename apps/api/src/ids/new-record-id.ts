import { randomBytes } from 'node:crypto';

const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';
const RANDOM_CHARS = 12;
let counter = Math.floor(Math.random() * 36 ** 4);

/**
 * A cuid-shaped id (25 lower-case base-36 characters starting with `c`) for rows written with raw SQL, so they
 * look like the ids Prisma's `@default(cuid())` gives: time-ordered prefix, a per-process counter, then
 * random characters.
 */
export function newRecordId(now: number = Date.now()): string {
  counter = (counter + 1) % 36 ** 4;
  const bytes = randomBytes(RANDOM_CHARS);
  let random = '';
  for (const byte of bytes) random += BASE36[byte % 36];
  return `c${now.toString(36).padStart(8, '0').slice(-8)}${counter.toString(36).padStart(4, '0')}${random}`;
}
