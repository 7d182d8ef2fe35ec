import type { Oklch } from 'culori/fn';
import type { OklchColor } from './types';

export function toCulori(color: OklchColor): Oklch {
  return { mode: 'oklch', l: color.l, c: color.c, h: color.h, alpha: color.alpha };
}
