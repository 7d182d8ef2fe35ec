import { COLOR_MESSAGES } from './messages';
import { parseColor } from './parse-color';
import type { OklchColor } from './types';
import { validateOklchChannels } from './validate-oklch-channels';

export type ColorInputResult =
  | { ok: true; color: OklchColor }
  | { ok: false; errors: string[]; message: string };

/**
 * Colour text input (docs/requirements.md A5): accepts an oklch string, a #hex string or any other colour form.
 * Errors are 'Invalid color format' or one 'Invalid {channel} value' per channel; `message` joins them.
 */
export function parseColorInput(input: string): ColorInputResult {
  const color = parseColor(input);
  if (!color) {
    return { ok: false, errors: [COLOR_MESSAGES.invalidFormat], message: COLOR_MESSAGES.invalidFormat };
  }
  const errors = validateOklchChannels(color);
  if (errors.length > 0) return { ok: false, errors, message: errors.join(', ') };
  return { ok: true, color };
}
