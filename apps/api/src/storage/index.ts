export { contentTypeForKey } from './content-type-for-key.js';
export { createStorage } from './create-storage.js';
export { imageStoreOnStorage } from './image-store-on-storage.js';
export { createLocalDiskStorage, type LocalDiskStorageOptions } from './local-disk-storage.js';
export { assertSafeStorageKey, isSafeStorageKey, UnsafeStorageKeyError } from './safe-key.js';
export type { ByteRange, Storage, StoredObject } from './storage.js';
export {
  type S3StorageSettings,
  StorageConfigurationError,
  type StorageSettings,
  storageSettingsFromEnv,
} from './storage-settings.js';
