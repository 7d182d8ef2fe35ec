import { BACKGROUND_ZOOM } from '../../constants';

/** docs/requirements.md A5: zoom 50 to 200 percent in steps of 5; unusable input becomes 100 (plain cover). */
export function clampBackgroundZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return BACKGROUND_ZOOM.default;
  const clamped = Math.min(BACKGROUND_ZOOM.max, Math.max(BACKGROUND_ZOOM.min, zoom));
  return Math.round(clamped / BACKGROUND_ZOOM.step) * BACKGROUND_ZOOM.step;
}
