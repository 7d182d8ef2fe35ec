declare module 'virtual:wedding-fonts' {
  /** Number of @fontsource stylesheets (font weights) the preview imported. */
  export const loadedFontCount: number;
}
