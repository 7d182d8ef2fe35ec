import { densityTokens } from '../generated/tokens';

/** Spec A 2 / 9: three densities, default comfortable. */
export const DENSITIES = ['compact', 'comfortable', 'spacious'] as const;
export type Density = (typeof DENSITIES)[number];
export const DEFAULT_DENSITY: Density = 'comfortable';

export interface DensitySpacing {
  section: string;
  card: string;
  element: string;
  text: string;
  border: string;
}

/** Spec A 3 density spacing (section, card, element, text in rem; border in px), from tokens/semantic/density. */
export const DENSITY_SPACING: Readonly<Record<Density, DensitySpacing>> = {
  compact: { ...densityTokens.compact.space, border: densityTokens.compact.borderWidth },
  comfortable: { ...densityTokens.comfortable.space, border: densityTokens.comfortable.borderWidth },
  spacious: { ...densityTokens.spacious.space, border: densityTokens.spacious.borderWidth },
};

export function isDensity(value: unknown): value is Density {
  return typeof value === 'string' && (DENSITIES as readonly string[]).includes(value);
}
