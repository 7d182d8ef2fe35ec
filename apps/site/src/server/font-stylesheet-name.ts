/**
 * The build input (and manifest) name of a web font's stylesheet: `font-playfair-display` for
 * @fontsource/playfair-display. Shared by the build (scripts/font-stylesheets.ts) and the server renderer.
 */
export const fontStylesheetName = (packageName: string) =>
  `font-${packageName.replace(/^@fontsource\//, '').replace(/[^a-z0-9-]/g, '-')}`;
