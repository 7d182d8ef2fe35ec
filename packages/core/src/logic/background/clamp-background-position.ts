import { BACKGROUND_POSITION } from '../../constants';

/**
 * docs/requirements.md A5: a position axis is 0 to 100 percent, rounded to whole percent; unusable input becomes 50.
 */
export function clampBackgroundPosition(value: number): number {
  if (!Number.isFinite(value)) return BACKGROUND_POSITION.defaultX;
  return Math.round(Math.min(BACKGROUND_POSITION.max, Math.max(BACKGROUND_POSITION.min, value)));
}
