/** docs/requirements.md A3: the feature switches of a customization. */
export const FEATURE_FLAGS = [
  'showCountdown',
  'showGallery',
  'showSchedule',
  'showRsvp',
  'showLocation',
  'showTravel',
  'showAccommodation',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type CustomizationFeatures = Record<FeatureFlag, boolean>;
