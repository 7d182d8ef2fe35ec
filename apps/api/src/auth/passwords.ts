import argon2 from 'argon2';

export type PasswordHashing = { memoryCost: number; timeCost: number; parallelism: number };

/** OWASP argon2id baseline (19 MiB, 2 passes, 1 lane). */
export const DEFAULT_PASSWORD_HASHING: PasswordHashing = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string, options: PasswordHashing): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...options });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Verifies against a throwaway hash so an unknown username costs as long as a wrong password. */
export async function verifyAgainstDummy(password: string, options: PasswordHashing): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing', options);
  await verifyPassword(await dummyHash, password);
  return false;
}
