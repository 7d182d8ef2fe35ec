import { BACKGROUND_ZOOM } from '../../constants';
import type { BackgroundSizeKeyword } from '../../schemas/enums';
import { BACKGROUND_SIZES } from '../../schemas/enums';
import { clampBackgroundZoom } from './clamp-background-zoom';

/**
 * docs/requirements.md A3: the stored size back into the controls. 'N%' is cover with zoom N (clamped to 50-200, step
 * 5); a keyword keeps zoom 100; anything else falls back to cover at 100.
 */
export function parseBackgroundSize(value: string | null | undefined): {
  size: BackgroundSizeKeyword;
  zoom: number;
} {
  const trimmed = (value ?? '').trim();
  const keyword = BACKGROUND_SIZES.find((size) => size === trimmed);
  if (keyword) return { size: keyword, zoom: BACKGROUND_ZOOM.default };
  const zoomMatch = /^(\d+(?:\.\d+)?)%$/.exec(trimmed);
  if (zoomMatch) return { size: 'cover', zoom: clampBackgroundZoom(Number(zoomMatch[1])) };
  return { size: 'cover', zoom: BACKGROUND_ZOOM.default };
}
