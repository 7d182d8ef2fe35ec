import type { BackgroundPosition } from './background-position';
import { clampBackgroundPosition } from './clamp-background-position';

/** docs/requirements.md A3: the stored and CSS form 'X% Y%', axes clamped to 0-100. */
export function formatBackgroundPosition({ x, y }: BackgroundPosition): string {
  return `${clampBackgroundPosition(x)}% ${clampBackgroundPosition(y)}%`;
}
