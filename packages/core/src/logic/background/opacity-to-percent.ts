import { clampBackgroundOpacity } from './clamp-background-opacity';

/** docs/requirements.md A5: the opacity slider value (0.1-1) as the percent shown to the user (10-100). */
export function opacityToPercent(opacity: number): number {
  return Math.round(clampBackgroundOpacity(opacity) * 100);
}
