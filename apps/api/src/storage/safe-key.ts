/**
 * Keys are flat names like `wedding-id_image-id.webp`. Allowing only this alphabet (no slash, no
 * backslash, no leading dot) makes path traversal impossible whatever the backing store is.
 */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}(\.[a-z0-9]{1,8})?$/;

export function isSafeStorageKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

export function assertSafeStorageKey(key: string): void {
  if (!isSafeStorageKey(key)) {
    throw new UnsafeStorageKeyError(key);
  }
}

export class UnsafeStorageKeyError extends Error {
  constructor(key: string) {
    super(`Unsafe storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'UnsafeStorageKeyError';
  }
}
