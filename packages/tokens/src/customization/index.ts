export { customizationSchema } from './customization-schema';
export { type Customization, DEFAULT_CUSTOMIZATION } from './default-customization';
export { type CustomizationFeatures, FEATURE_FLAGS, type FeatureFlag } from './features';
export { parseCustomization } from './parse-customization';
export {
  isCompleteSectionOrder,
  normalizeSectionOrder,
  ORDERABLE_SECTIONS,
  type OrderableSection,
} from './section-order';
