import { densityTokens } from '../generated/tokens';

/** docs/requirements.md A2 and A9: three densities, default comfortable. */
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

/**
 * Density spacing (section, card, element, text in rem; border in px; docs/requirements.md A3), from
 * tokens/semantic/density.
 */
export const DENSITY_SPACING: Readonly<Record<Density, DensitySpacing>> = {
  compact: { ...densityTokens.compact.space, border: densityTokens.compact.borderWidth },
  comfortable: { ...densityTokens.comfortable.space, border: densityTokens.comfortable.borderWidth },
  spacious: { ...densityTokens.spacious.space, border: densityTokens.spacious.borderWidth },
};

export function isDensity(value: unknown): value is Density {
  return typeof value === 'string' && (DENSITIES as readonly string[]).includes(value);
}
