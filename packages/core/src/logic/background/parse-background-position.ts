import { BACKGROUND_POSITION } from '../../constants';
import type { BackgroundPosition } from './background-position';
import { clampBackgroundPosition } from './clamp-background-position';

const POSITION_PATTERN = /^\s*(-?\d+(?:\.\d+)?)%\s+(-?\d+(?:\.\d+)?)%\s*$/;

/**
 * docs/requirements.md A3 and A5: reads 'X% Y%' into clamped axes (0-100). Anything else, such as keywords or a missing
 * axis, yields the default 50% 50%.
 */
export function parseBackgroundPosition(position: string | null | undefined): BackgroundPosition {
  const match = POSITION_PATTERN.exec(position ?? '');
  if (!match) return { x: BACKGROUND_POSITION.defaultX, y: BACKGROUND_POSITION.defaultY };
  return { x: clampBackgroundPosition(Number(match[1])), y: clampBackgroundPosition(Number(match[2])) };
}
