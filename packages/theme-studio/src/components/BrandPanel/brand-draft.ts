import {
  type BrandInput,
  brandSchema,
  type MessageKey,
  type MessageParams,
  toValidationKeys,
} from '@wedding/core';
import type { Density, ThemeColors, ThemeFonts } from '@wedding/tokens';

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
 * Spec A 5 brand rules through core's brandSchema: every colour present and in OKLCH ('{key} color is required',
 * '{key} color must be in OKLCH format'), both fonts, a known layout, brand name and id. Field paths such as
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
