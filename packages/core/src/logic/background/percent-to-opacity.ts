import { clampBackgroundOpacity } from './clamp-background-opacity';

/** docs/requirements.md A5: a typed percent (10-100, clamped, nearest 10 %) as the stored opacity (0.1-1). */
export function percentToOpacity(percent: number): number {
  return clampBackgroundOpacity(percent / 100);
}
