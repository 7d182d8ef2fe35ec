// Loaded with import() only once a guest opens a photo, so the dialog code is not part of the first view.
export { Lightbox } from '@wedding/ui';
