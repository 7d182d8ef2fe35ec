export * from './color/index';
export { renderMetricFallbackCss } from './css/render-metric-fallback-css';
export * from './customization/index';
export * from './density/index';
export * from './fonts/index';
export {
  densityTokens,
  presetTokens,
  primitiveTokens,
  semanticTokens,
  statusColorTokens,
} from './generated/tokens';
export * from './layout/index';
export * from './presets/index';
export * from './theme/index';
