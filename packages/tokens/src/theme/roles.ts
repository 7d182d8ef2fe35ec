/** docs/requirements.md A1: light and dark themes. */
export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** docs/requirements.md A3: the five colours a customization stores per mode. */
export const BASE_COLOR_ROLES = ['primary', 'secondary', 'accent', 'background', 'text'] as const;
export type BaseColorRole = (typeof BASE_COLOR_ROLES)[number];

/** Every semantic colour of the vanilla-extract contract (--wed-color-<role>). */
export const SEMANTIC_COLOR_ROLES = [
  'background',
  'surface',
  'surfaceMuted',
  'text',
  'textMuted',
  'border',
  'primary',
  'onPrimary',
  'secondary',
  'onSecondary',
  'accent',
  'onAccent',
  'success',
  'onSuccess',
  'warning',
  'onWarning',
  'error',
  'onError',
  'focusRing',
  'overlay',
] as const;
export type SemanticColorRole = (typeof SEMANTIC_COLOR_ROLES)[number];
