import type { CustomizationPatch } from '@wedding/core';
import type { Prisma } from '@wedding/db';
import { type Customization, parseCustomization } from '@wedding/tokens';

/**
 * Stored customization read leniently (docs/requirements.md A5: invalid data yields defaults), carrying the server
 * version.
 */
export function readCustomization(wedding: { customization: unknown; customizationVersion: number }) {
  const customization = parseCustomization(wedding.customization);
  customization.version = wedding.customizationVersion;
  return { customization, version: wedding.customizationVersion };
}

/** Customization is stored as JSON; it is a plain object of strings, numbers and booleans. */
export const customizationJson = (customization: Customization) =>
  customization as unknown as Prisma.InputJsonObject;

/** Deep-merges the patch over the current customization; the result is normalised by parseCustomization. */
export function mergeCustomization(current: Customization, patch: CustomizationPatch): Customization {
  return parseCustomization({
    ...current,
    theme: {
      ...current.theme,
      ...patch.theme,
      colors: {
        light: { ...current.theme.colors.light, ...patch.theme?.colors?.light },
        dark: { ...current.theme.colors.dark, ...patch.theme?.colors?.dark },
      },
      fonts: { ...current.theme.fonts, ...patch.theme?.fonts },
    },
    density: patch.density ?? current.density,
    features: { ...current.features, ...patch.features },
    sectionOrder: patch.sectionOrder ?? current.sectionOrder,
  });
}
