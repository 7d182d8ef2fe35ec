export {
  CONTRAST_LEVELS,
  CONTRAST_TARGET,
  CONTRAST_WARNING_BELOW,
  type ContrastLevel,
  HARMONIES,
  HARMONY_HUE_OFFSETS,
  type Harmony,
  MONOCHROMATIC_LIGHTNESS_OFFSETS,
  OKLCH_CHANNEL_RANGES,
  OKLCH_CHANNELS,
  type OklchChannel,
} from './constants';
export { contrastLevel } from './contrast-level';
export { contrastRatio } from './contrast-ratio';
export { ensureContrast } from './ensure-contrast';
export { formatHex } from './format-hex';
export { formatOklch } from './format-oklch';
export { generateHarmony } from './generate-harmony';
export { isInSrgbGamut } from './is-in-srgb-gamut';
export { isOklchString } from './is-oklch-string';
export { isSameColor, SAME_COLOR_TOLERANCE } from './is-same-color';
export { COLOR_MESSAGES } from './messages';
export { mixOklch } from './mix-oklch';
export { parseColor } from './parse-color';
export { type ColorInputResult, parseColorInput } from './parse-color-input';
export { pickOnColor } from './pick-on-color';
export { type ColorSwatch, PRESET_SWATCHES } from './preset-swatches';
export { readOklchNotation } from './read-oklch-notation';
export { BLACK, WHITE } from './reference-colors';
export { toSrgbGamut } from './to-srgb-gamut';
export type { ColorInput, OklchColor } from './types';
export { validateOklchChannels } from './validate-oklch-channels';
export { validateOklchColor } from './validate-oklch-color';
