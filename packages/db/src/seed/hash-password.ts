import argon2 from 'argon2';

/** argon2id, the same scheme the API verifies with `argon2.verify`. */
export function hashPasswordArgon2id(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}
