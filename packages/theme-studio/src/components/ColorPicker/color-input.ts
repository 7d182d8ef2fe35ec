import type { MessageKey, MessageParams } from '@wedding/core';
import {
  COLOR_MESSAGES,
  formatOklch,
  OKLCH_CHANNELS,
  type OklchChannel,
  type OklchColor,
  parseColor,
  validateOklchChannels,
} from '@wedding/tokens';

export type ColorInputProblem = { key: MessageKey; params?: MessageParams; channel?: OklchChannel };

export type ColorTextResult =
  | { ok: true; color: OklchColor; value: string }
  | { ok: false; problems: ColorInputProblem[] };

/**
 * Colour text input (docs/requirements.md A5): an oklch() string, a #hex string or any other CSS colour form. An
 * unreadable text is 'Invalid color format'; a readable one with channels outside the slider ranges is one 'Invalid
 * {channel} value' per channel (tokens' validateOklchChannels), as message keys so they are shown in the person's
 * language.
 */
export function readColorText(text: string): ColorTextResult {
  const color = parseColor(text);
  if (!color) return { ok: false, problems: [{ key: 'color.invalidFormat' }] };
  const invalid = validateOklchChannels(color);
  if (invalid.length > 0) {
    const problems = OKLCH_CHANNELS.filter((channel) =>
      invalid.includes(COLOR_MESSAGES.invalidChannel(channel)),
    ).map((channel): ColorInputProblem => ({ key: 'color.invalidChannel', channel }));
    return { ok: false, problems };
  }
  return { ok: true, color, value: formatOklch(color) };
}
