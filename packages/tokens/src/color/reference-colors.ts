import type { OklchColor } from './types';

export const WHITE: OklchColor = { l: 1, c: 0, h: 0, alpha: 1 };
export const BLACK: OklchColor = { l: 0, c: 0, h: 0, alpha: 1 };
