import { BACKGROUND_OPACITY } from '../../constants';

/** docs/requirements.md A5: opacity 0.1 to 1 in steps of 0.1; unusable input falls back to the default 0.2. */
export function clampBackgroundOpacity(opacity: number): number {
  if (!Number.isFinite(opacity)) return BACKGROUND_OPACITY.default;
  const clamped = Math.min(BACKGROUND_OPACITY.max, Math.max(BACKGROUND_OPACITY.min, opacity));
  // Rounding to tenths keeps values like 0.30000000000000004 out of the API and the slider.
  return Math.round(clamped / BACKGROUND_OPACITY.step) / Math.round(1 / BACKGROUND_OPACITY.step);
}
