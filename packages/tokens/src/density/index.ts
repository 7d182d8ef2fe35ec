export {
  DEFAULT_DENSITY,
  DENSITIES,
  DENSITY_SPACING,
  type Density,
  type DensitySpacing,
  isDensity,
} from './densities';
