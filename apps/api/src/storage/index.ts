export { contentTypeForKey } from './content-type-for-key.js';
export { createLocalDiskStorage, type LocalDiskStorageOptions } from './local-disk-storage.js';
export { assertSafeStorageKey, isSafeStorageKey, UnsafeStorageKeyError } from './safe-key.js';
export type { Storage, StoredObject } from './storage.js';
