/**
 * The parts of the head the server renders from the wedding's theme, marked so that an open page can take over a
 * newer theme from the server's HTML (refresh-theme.ts) without touching anything else in its head.
 */

/** On each `<link rel="stylesheet">` of a web font the server linked (the theme's fonts, a script fallback font). */
export const FONT_STYLESHEET_ATTRIBUTE = 'data-font-stylesheet';

/** The `<style>` that paints the page canvas (html's background) in the wedding's background colour per mode. */
export const PAGE_CANVAS_STYLE_ID = 'wedding-page-canvas';
