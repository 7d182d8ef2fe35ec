import { SIDEBAR_SWIPE } from '../../constants';

export interface SwipeGesture {
  /** Horizontal travel in px, positive to the right. */
  dx: number;
  /** Vertical travel in px. */
  dy: number;
  durationMs: number;
}

/**
 * Mobile sidebar (docs/requirements.md A2 and B9): a swipe is over 50 px horizontal, under 100 px vertical, within 300
 * ms. Right opens, left closes; anything else is no swipe (null).
 */
export function isSidebarSwipe({ dx, dy, durationMs }: SwipeGesture): 'open' | 'close' | null {
  if (Math.abs(dx) <= SIDEBAR_SWIPE.minHorizontalPx) return null;
  if (Math.abs(dy) >= SIDEBAR_SWIPE.maxVerticalPx) return null;
  if (durationMs > SIDEBAR_SWIPE.maxDurationMs) return null;
  return dx > 0 ? 'open' : 'close';
}
