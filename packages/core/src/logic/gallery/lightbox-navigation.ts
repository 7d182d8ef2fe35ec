export interface LightboxNavigation {
  open: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
  /** 'n / total' counter values (1-based), null while closed. */
  counter: { current: number; total: number } | null;
}

/**
 * Lightbox (docs/requirements.md A2 and B4): closed without an index; previous only above index 0, next only below the
 * last.
 */
export function lightboxNavigation(index: number | null | undefined, total: number): LightboxNavigation {
  if (index === null || index === undefined || index < 0 || index >= total) {
    return { open: false, hasPrevious: false, hasNext: false, counter: null };
  }
  return {
    open: true,
    hasPrevious: index > 0,
    hasNext: index < total - 1,
    counter: { current: index + 1, total },
  };
}
