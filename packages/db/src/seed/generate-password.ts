import { randomBytes } from 'node:crypto';

/** A random 16-character password (96 bits) using URL-safe characters, easy to copy from a terminal. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
