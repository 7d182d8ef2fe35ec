import { COLOR_MESSAGES } from './messages';
import { readOklchNotation } from './read-oklch-notation';
import { validateOklchChannels } from './validate-oklch-channels';

/**
 * Brand rule (docs/requirements.md A5): every colour present and in OKLCH format.
 * Returns '{key} color is required' (missing, empty or whitespace), '{key} color must be in OKLCH format',
 * the first 'Invalid {channel} value' for an OKLCH value outside the slider ranges, or null when valid.
 */
export function validateOklchColor(key: string, value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return COLOR_MESSAGES.required(key);
  const color = readOklchNotation(value);
  if (!color) return COLOR_MESSAGES.notOklch(key);
  return validateOklchChannels(color)[0] ?? null;
}
