export { ADMIN_USERNAME, DEMO_COUPLE, DEMO_SLUG, DEMO_USERNAME } from './demo-couple';
export { DEMO_CUSTOMIZATION } from './demo-customization';
export { DEMO_GUEST_COUNT } from './demo-guests';
export { DEMO_IMAGES } from './demo-images';
export { generatePassword } from './generate-password';
export { hashPasswordArgon2id } from './hash-password';
export type { StoredImage, StoreImage, StoreImageInput } from './image-store';
export { createLocalImageStore, type LocalImageStoreOptions } from './local-image-store';
export {
  type SeedCredentials,
  type SeedDemoCounts,
  type SeedDemoOptions,
  type SeedDemoResult,
  seedDemo,
} from './seed-demo';
