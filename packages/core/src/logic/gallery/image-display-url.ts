export interface ImageSources {
  url?: string | null;
  blobUrl?: string | null;
}

/**
 * Gallery image (docs/requirements.md A3 and B3): blobUrl is preferred over url when present; null when neither is set.
 */
export function imageDisplayUrl({ blobUrl, url }: ImageSources): string | null {
  const preferred = blobUrl?.trim();
  if (preferred) return preferred;
  const fallback = url?.trim();
  return fallback ? fallback : null;
}
