// culori/fn registers no colour space; culori/css registers exactly the CSS ones parseColor accepts, where
// the default entry registers all ~30 (25 KB more in a browser bundle). Imported first: modes must exist before use.
import 'culori/css';
import { parse } from 'culori/fn';
import { fromCulori } from './from-culori';
import { readOklchNotation } from './read-oklch-notation';
import type { ColorInput, OklchColor } from './types';

/**
 * Parses any CSS colour form (oklch(), #hex, rgb(), hsl(), named, ...) to OKLCH. oklch() text keeps its
 * channels unclamped so validateOklchChannels can report them. Returns null when the text is not a colour.
 */
export function parseColor(input: ColorInput): OklchColor | null {
  if (typeof input !== 'string') return { ...input };
  const text = input.trim();
  if (text === '') return null;
  const oklch = readOklchNotation(text);
  if (oklch) return oklch;
  const parsed = parse(text);
  if (!parsed) return null;
  const color = fromCulori(parsed);
  if (![color.l, color.c, color.h, color.alpha].every(Number.isFinite)) return null;
  return color;
}
