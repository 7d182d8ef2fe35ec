import {
  type AssignBackgroundRequest,
  type BackgroundSettings,
  backgroundSizeValue,
  DEFAULT_BACKGROUND_SETTINGS,
  formatBackgroundPosition,
  type GalleryImageView,
  parseBackgroundPosition,
  parseBackgroundSize,
  type SitePage,
} from '@wedding/core';

/** What the backgrounds controls edit for one page: the image and its settings (docs/requirements.md A5). */
export interface BackgroundDraft extends BackgroundSettings {
  imageId: string | null;
}

export type SavedBackground = GalleryImageView['pageBackgrounds'][number];

/** The background a page has now, with the image it shows, if any. */
export function savedBackgroundOf(
  images: readonly GalleryImageView[],
  page: SitePage,
): { background: SavedBackground; image: GalleryImageView } | null {
  for (const image of images) {
    const background = image.pageBackgrounds.find((entry) => entry.page === page);
    if (background) return { background, image };
  }
  return null;
}

/**
 * The controls' state for a saved background, or the defaults of docs/requirements.md A5 (opacity 0.2, 50 %/50 %,
 * cover, pattern on).
 */
export function draftOf(saved: SavedBackground | null | undefined): BackgroundDraft {
  if (!saved) return { ...DEFAULT_BACKGROUND_SETTINGS, imageId: null };
  const { x, y } = parseBackgroundPosition(saved.position);
  const { size, zoom } = parseBackgroundSize(saved.size);
  return {
    imageId: saved.imageId,
    opacity: saved.opacity,
    positionX: x,
    positionY: y,
    size,
    zoom,
    showPattern: saved.showPattern,
    grayscale: saved.grayscale,
  };
}

/** The PATCH assign-background body; null without an image. */
export function assignRequestOf(page: SitePage, draft: BackgroundDraft): AssignBackgroundRequest | null {
  if (!draft.imageId) return null;
  return {
    imageId: draft.imageId,
    page,
    opacity: draft.opacity,
    position: formatBackgroundPosition({ x: draft.positionX, y: draft.positionY }),
    size: backgroundSizeValue(draft.size, draft.zoom),
    showPattern: draft.showPattern,
    grayscale: draft.grayscale,
  };
}

/** The unsaved-changes badge: the controls differ from what the page has (zoom counts only for cover). */
export function isBackgroundDirty(
  draft: BackgroundDraft,
  saved: SavedBackground | null | undefined,
): boolean {
  const base = draftOf(saved);
  const sizeOf = (entry: BackgroundDraft) => backgroundSizeValue(entry.size, entry.zoom);
  return (
    draft.imageId !== base.imageId ||
    draft.opacity !== base.opacity ||
    draft.positionX !== base.positionX ||
    draft.positionY !== base.positionY ||
    sizeOf(draft) !== sizeOf(base) ||
    draft.showPattern !== base.showPattern ||
    draft.grayscale !== base.grayscale
  );
}

/** The gallery with one page's background set (optimistic assign) or removed (optimistic remove). */
export function withPageBackground(
  images: readonly GalleryImageView[],
  page: SitePage,
  next: { imageId: string; request: AssignBackgroundRequest; weddingId: string; now: string } | null,
): GalleryImageView[] {
  return images.map((image) => {
    const others = image.pageBackgrounds.filter((entry) => entry.page !== page);
    if (!next || image.id !== next.imageId) return { ...image, pageBackgrounds: others };
    const existing = image.pageBackgrounds.find((entry) => entry.page === page);
    const background: SavedBackground = {
      id: existing?.id ?? `pending-${page}`,
      weddingId: next.weddingId,
      imageId: image.id,
      page,
      opacity: next.request.opacity,
      position: next.request.position,
      size: next.request.size,
      showPattern: next.request.showPattern,
      grayscale: next.request.grayscale,
      createdAt: existing?.createdAt ?? next.now,
      updatedAt: next.now,
    };
    return { ...image, pageBackgrounds: [...others, background] };
  });
}
