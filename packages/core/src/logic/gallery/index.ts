export { canUploadImage } from './can-upload-image';
export { firstAllowedUpload } from './first-allowed-upload';
export { GALLERY_COLUMN_BREAKPOINTS_PX, galleryGridColumns } from './gallery-grid-columns';
export type { ImageSources } from './image-display-url';
export { imageDisplayUrl } from './image-display-url';
export type { LightboxNavigation } from './lightbox-navigation';
export { lightboxNavigation } from './lightbox-navigation';
