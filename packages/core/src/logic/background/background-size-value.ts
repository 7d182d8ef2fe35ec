import { BACKGROUND_ZOOM } from '../../constants';
import type { BackgroundSizeKeyword } from '../../schemas/enums';
import { clampBackgroundZoom } from './clamp-background-zoom';

/**
 * docs/requirements.md A3 and A5: the stored and CSS background-size. Zoom applies only to cover: 100 is plain 'cover',
 * any other zoom is written as 'N%' (image width relative to the container). contain and auto ignore zoom.
 */
export function backgroundSizeValue(
  size: BackgroundSizeKeyword,
  zoom: number = BACKGROUND_ZOOM.default,
): string {
  if (size !== 'cover') return size;
  const clampedZoom = clampBackgroundZoom(zoom);
  return clampedZoom === BACKGROUND_ZOOM.default ? 'cover' : `${clampedZoom}%`;
}
