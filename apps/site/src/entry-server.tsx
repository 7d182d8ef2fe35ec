/**
 * The server renderer of the public site, built to dist/server/entry-server.js and imported by @wedding/api:
 * it parses the site's paths, and renders a state (loaded by the API) to a whole HTML document.
 */
export { parseSitePath, type SitePathMatch, sitePath } from '@wedding/core';
export { type RenderedSitePage, type RenderOptions, renderSitePage } from './server/render-site-page';
export {
  createSiteRenderer,
  fillTemplate,
  fontStylesheetsFromManifest,
  interactiveChunksFromManifest,
  localeChunksFromManifest,
  type SiteDocument,
  screenChunksFromManifest,
  userMenuChunksFromManifest,
} from './server/site-document';
export type { ColorModePreference, SiteErrorType, SitePageState } from './site-state';
