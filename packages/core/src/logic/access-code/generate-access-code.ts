import { ACCESS_CODE_LENGTH } from '../../constants';

/**
 * Letters and digits without the look-alikes 0/O, 1/I/L: generated codes are read aloud and typed by guests,
 * so they avoid symbols and ambiguous glyphs while staying inside the allowed character set.
 */
export const GENERATED_ACCESS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export type RandomByteSource = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

const webCryptoRandomBytes: RandomByteSource = (bytes) => globalThis.crypto.getRandomValues(bytes);

/**
 * A cryptographically random, valid 8-character access code. Works in browsers and Node 20 (global Web Crypto).
 * Rejection sampling keeps every alphabet character equally likely (no modulo bias).
 */
export function generateAccessCode(randomBytes: RandomByteSource = webCryptoRandomBytes): string {
  const alphabetSize = GENERATED_ACCESS_CODE_ALPHABET.length;
  const unbiasedLimit = 256 - (256 % alphabetSize);
  let code = '';
  while (code.length < ACCESS_CODE_LENGTH) {
    for (const byte of randomBytes(new Uint8Array(ACCESS_CODE_LENGTH * 2))) {
      if (byte < unbiasedLimit && code.length < ACCESS_CODE_LENGTH) {
        code += GENERATED_ACCESS_CODE_ALPHABET[byte % alphabetSize];
      }
    }
  }
  return code;
}
