import { DEFAULT_DENSITY, type Density } from '../density/densities';
import { DEFAULT_THEME } from '../presets/default-preset';
import type { ThemeSettings } from '../theme/types';
import type { CustomizationFeatures } from './features';
import { ORDERABLE_SECTIONS, type OrderableSection } from './section-order';

/** Customization (docs/requirements.md A3) of a wedding. */
export interface Customization {
  theme: ThemeSettings;
  density: Density;
  features: CustomizationFeatures;
  /** The order of the site's content sections below the hero (each switched on or off by its feature flag). */
  sectionOrder: OrderableSection[];
  /** Server-side revision, incremented on every save. */
  version: number;
}

/** Starting point of every wedding and the fallback of lenient parsing: default preset, comfortable, all sections on
 * in their default order. */
export const DEFAULT_CUSTOMIZATION: Customization = {
  theme: DEFAULT_THEME,
  density: DEFAULT_DENSITY,
  features: {
    showCountdown: true,
    showGallery: true,
    showSchedule: true,
    showRsvp: true,
    showLocation: true,
    showTravel: true,
    showAccommodation: true,
  },
  sectionOrder: [...ORDERABLE_SECTIONS],
  version: 1,
};
