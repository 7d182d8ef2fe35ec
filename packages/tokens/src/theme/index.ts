export { contractShape, vars } from './contract';
export { CSS_VAR_PREFIX, contractVarName, cssVarName } from './css-var-name';
export { densityToCssVars } from './density-to-css-vars';
export { deriveSemanticColors } from './derive-semantic-colors';
export {
  BASE_COLOR_ROLES,
  type BaseColorRole,
  COLOR_MODES,
  type ColorMode,
  SEMANTIC_COLOR_ROLES,
  type SemanticColorRole,
} from './roles';
export { type ThemeScopeValues, themeScopeOf } from './theme-scope-of';
export { themeToCssVars } from './theme-to-css-vars';
export type { SemanticColors, ThemeColors, ThemeFonts, ThemePalette, ThemeSettings } from './types';
