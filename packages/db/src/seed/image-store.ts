export interface StoreImageInput {
  /** Lower-case name with extension, e.g. couple-1.jpg. */
  filename: string;
  mimeType: 'image/jpeg' | 'image/png' | 'image/webp';
}

export interface StoredImage {
  url: string;
  thumbnailUrl: string | null;
  storageKey: string;
  width: number;
  height: number;
  fileSize: number;
}

/** Persists an image (and its thumbnail) wherever the caller keeps uploads; supplied by the API. */
export type StoreImage = (image: Buffer, input: StoreImageInput) => Promise<StoredImage>;
