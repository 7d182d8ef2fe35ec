import {
  type BrandInput,
  brandSchema,
  type MessageKey,
  type MessageParams,
  toValidationKeys,
} from '@wedding/core';
import type { Density, ThemeColors, ThemeFonts } from '@wedding/tokens';
import { readColorText } from '../ColorPicker/color-input';

/** The part of a brand the panel edits, plus the site's density (the Spacing tab). */
export interface BrandDraft {
  colors: ThemeColors;
  fonts: ThemeFonts;
  layout: string;
  density: Density;
}

export interface BrandIdentity {
  brandId: string;
  brandName: string;
  description?: string | null;
}

export type BrandErrors = Record<string, { key: MessageKey; params?: MessageParams }>;

/**
 * The colours as they will be stored: whatever a person typed that reads as a colour in another form (#hex, a name
 * such as navy, rgb()) becomes its oklch() text; oklch() and unreadable text stay as typed, for the rules to judge.
 */
export function readableColors(colors: ThemeColors): ThemeColors {
  const readable = (value: string) => {
    // oklch() text is kept as written (the rules judge it); only the other forms are translated.
    if (/^\s*oklch\(/i.test(value)) return value;
    const result = readColorText(value);
    return result.ok ? result.value : value;
  };
  const mode = (palette: ThemeColors['light']) =>
    Object.fromEntries(
      Object.entries(palette).map(([role, value]) => [role, readable(value)]),
    ) as ThemeColors['light'];
  return { light: mode(colors.light), dark: mode(colors.dark) };
}

/**
 * Brand rules (docs/requirements.md A5) through core's brandSchema: every colour present and in OKLCH ('{key} color is
 * required', '{key} color must be in OKLCH format'), both fonts, a known layout, brand name and id. Field paths such as
 * 'colors.light.primary', 'fonts', 'layout', 'brandName'.
 */
export function validateBrand(identity: BrandIdentity, draft: BrandDraft): BrandErrors {
  const input: BrandInput = {
    brandId: identity.brandId,
    brandName: identity.brandName,
    description: identity.description ?? undefined,
    colors: draft.colors,
    fonts: draft.fonts,
    layout: draft.layout as BrandInput['layout'],
  };
  const result = brandSchema.safeParse(input);
  return result.success ? {} : toValidationKeys(result.error);
}

export function sameBrandDraft(a: BrandDraft, b: BrandDraft): boolean {
  return (
    JSON.stringify([a.colors, a.fonts, a.layout, a.density]) ===
    JSON.stringify([b.colors, b.fonts, b.layout, b.density])
  );
}
