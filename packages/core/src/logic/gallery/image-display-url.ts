export interface ImageSources {
  url?: string | null;
  blobUrl?: string | null;
}

/** Spec A 3 / B 3 gallery image: blobUrl is preferred over url when present; null when neither is set. */
export function imageDisplayUrl({ blobUrl, url }: ImageSources): string | null {
  const preferred = blobUrl?.trim();
  if (preferred) return preferred;
  const fallback = url?.trim();
  return fallback ? fallback : null;
}
