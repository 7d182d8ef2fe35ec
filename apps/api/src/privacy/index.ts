export { collectAccountRecords } from './collect-account-records.js';
export { collectWeddingRecords, type WeddingRecords } from './collect-wedding-records.js';
export { deleteAccountCompletely } from './delete-account-completely.js';
export { deleteWeddingCompletely } from './delete-wedding-completely.js';
export { forgetRateLimitClient } from './forget-rate-limit-client.js';
export { imageStorageKeys } from './image-storage-keys.js';
export { writeAccountArchive } from './write-account-archive.js';
export { ZipStream } from './zip-stream.js';
