import { OKLCH_CHANNEL_RANGES, type OklchChannel } from './constants';
import { COLOR_MESSAGES } from './messages';
import type { OklchColor } from './types';

/** Returns one 'Invalid {channel} value' message per channel outside its slider range (docs/requirements.md A5). */
export function validateOklchChannels(color: OklchColor): string[] {
  const values: Record<OklchChannel, number> = {
    lightness: color.l,
    chroma: color.c,
    hue: color.h,
    alpha: color.alpha,
  };
  const errors: string[] = [];
  for (const [channel, value] of Object.entries(values) as [OklchChannel, number][]) {
    const range = OKLCH_CHANNEL_RANGES[channel];
    // A small epsilon keeps 0.4 valid after the float noise of a colour-space conversion.
    if (!Number.isFinite(value) || value < range.min - 1e-9 || value > range.max + 1e-9) {
      errors.push(COLOR_MESSAGES.invalidChannel(channel));
    }
  }
  return errors;
}
