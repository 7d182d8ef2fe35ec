/** Prefix of every custom property: --wed-<token path joined by "-">. */
export const CSS_VAR_PREFIX = 'wed';

/** Custom property name without the leading dashes, as vanilla-extract's contract mapFn expects. */
export function contractVarName(path: readonly string[]): string {
  return [CSS_VAR_PREFIX, ...path].join('-');
}

/** Full custom property name, e.g. cssVarName(['color', 'primary']) === '--wed-color-primary'. */
export function cssVarName(path: readonly string[]): string {
  return `--${contractVarName(path)}`;
}
