import { type Customization, DEFAULT_CUSTOMIZATION } from '@wedding/core';
import { siteThemeCssVars } from '@wedding/guest-site';
import { scriptFallbackFontsFor } from '@wedding/tokens';
import { renderToString } from 'react-dom/server';
import { INTERACTIVE_MODULES_ELEMENT_ID, type InteractiveModules } from '../browser/interactive-modules';
import { SiteApp } from '../SiteApp';
import { serverSiteActions } from '../site-actions';
import {
  type EmbeddedSiteState,
  SITE_STATE_ELEMENT_ID,
  type SitePageState,
  scriptSafeJson,
  serializeSiteState,
} from '../site-state';
import { FONT_STYLESHEET_ATTRIBUTE, PAGE_CANVAS_STYLE_ID } from '../theme-sync/theme-markup';
import { escapeHtml } from './escape-html';
import { headText } from './head-text';
import { renderSiteWithIslands } from './render-site-islands';
import { serverScreens } from './server-screens';

export interface RenderedSitePage {
  /** The markup of the root element. */
  html: string;
  /** Title, font stylesheets and the embedded state, for the end of `<head>`. */
  head: string;
  /** Attributes of `<html>`: the language and the colour mode the guest chose. */
  htmlAttributes: string;
  status: number;
}

export interface RenderOptions {
  /** The stylesheet of a catalogue font (self-hosted), or undefined for system fonts. */
  fontStylesheetHref?: (fontName: string) => string | undefined;
  /** The font files of a catalogue font the page will use in this locale, preloaded with its stylesheet. */
  fontPreloadHrefs?: (fontName: string, locale: SitePageState['locale']) => readonly string[];
  /** The browser chunks holding one locale's strings, preloaded so hydration does not wait for a second trip. */
  localeChunkHrefs?: (locale: SitePageState['locale']) => readonly string[];
  /** React and the hydration code: entry-client first, then its imports; boot.ts loads them after the first paint. */
  interactiveChunkHrefs?: readonly string[];
  /** The browser chunks of a screen (site, access, rsvpManage, unsubscribe, error), preloaded for the same reason. */
  screenChunkHrefs?: (screen: SitePageState['screen']) => readonly string[];
  /** The browser chunks of the header's user menu: preloaded on a signed-in member's page, which alone loads them. */
  userMenuChunkHrefs?: readonly string[];
}

const coupleNames = (bride: string | null | undefined, groom: string | null | undefined) =>
  [bride, groom].filter((name) => name?.trim()).join(' & ');

function pageTitle(state: SitePageState): string {
  const { locale } = state;
  if (state.screen === 'error') {
    return headText(state.errorType === 'wedding_not_found' ? 'title.notFound' : 'title.error', locale);
  }
  if (state.screen === 'rsvpManage') return headText('title.rsvpManage', locale);
  if (state.screen === 'unsubscribe') return headText('title.unsubscribe', locale);
  const names =
    state.screen === 'site'
      ? coupleNames(state.wedding.brideName, state.wedding.groomName)
      : coupleNames(state.card.brideName, state.card.groomName);
  return names ? headText('title.wedding', locale, { names }) : headText('title.private', locale);
}

/** The couple's customization of the page, or the default look (error pages, unknown or closed sites). */
function pageCustomization(state: SitePageState): Customization {
  const customization =
    state.screen === 'site'
      ? state.wedding.customization
      : state.screen === 'access' || state.screen === 'rsvpManage' || state.screen === 'unsubscribe'
        ? state.customization
        : null;
  return customization ?? DEFAULT_CUSTOMIZATION;
}

function themeFonts(state: SitePageState): string[] {
  const { heading, body } = pageCustomization(state).theme.fonts;
  return [...new Set([heading, body])];
}

/** The state the page embeds: the theme's colours are derived here, once, instead of in every browser. */
export function embeddedSiteState(state: SitePageState): EmbeddedSiteState {
  return { ...state, themeCssVars: siteThemeCssVars(pageCustomization(state)) };
}

const BACKGROUND_VAR = '--wed-color-background';

/**
 * The page canvas (overscroll, the area around the themed root) in the wedding's own background colour for the
 * painted mode: the stored choice through html's data-color-mode, else the device's scheme.
 */
function pageCanvasCss(state: EmbeddedSiteState): string {
  const light = state.themeCssVars.light[BACKGROUND_VAR];
  const dark = state.themeCssVars.dark[BACKGROUND_VAR];
  if (!light || !dark) return '';
  const explicit = `html{background:${light}}html[data-color-mode="dark"]{background:${dark}}`;
  return state.colorMode === 'system'
    ? `${explicit}@media (prefers-color-scheme: dark){html:not([data-color-mode]){background:${dark}}}`
    : explicit;
}

const STATUS: Record<SitePageState['screen'], number> = {
  site: 200,
  access: 200,
  rsvpManage: 200,
  unsubscribe: 200,
  error: 500,
};

function statusOf(state: SitePageState): number {
  if (state.screen === 'error' && state.errorType === 'wedding_not_found') return 404;
  return STATUS[state.screen];
}

/**
 * Renders one page of the public site from its state: pure (no I/O), the same state always gives the same
 * page. The browser hydrates the markup from the embedded state (entry-client.tsx).
 */
export function renderSitePage(loaded: SitePageState, options: RenderOptions = {}): RenderedSitePage {
  const state = embeddedSiteState(loaded);
  const page = <SiteApp state={state} actions={serverSiteActions} Screen={serverScreens[state.screen]} />;
  // The admitted site is hydrated island by island; the door and the error page as a whole.
  const html = state.screen === 'site' ? renderSiteWithIslands(state, page) : renderToString(page);
  // A Hindi page also links the Devanagari fallback font: of the catalogue fonts only Poppins has those glyphs.
  const fontNames = [...themeFonts(state), ...scriptFallbackFontsFor(state.locale).map((font) => font.name)];
  const fontLinks = fontNames
    .map((font) => options.fontStylesheetHref?.(font))
    .filter((href): href is string => href !== undefined)
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" ${FONT_STYLESHEET_ATTRIBUTE} />`);
  // Fetched while the stylesheets arrive rather than after the first layout; preloads load at high, not the
  // very high priority of CSS-discovered fonts, so they never hold up the first paint.
  const fontPreloads = themeFonts(state)
    .flatMap((font) => options.fontPreloadHrefs?.(font, state.locale) ?? [])
    .map(
      (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}" />`,
    );
  const [interactiveEntry = '', ...interactiveImports] = options.interactiveChunkHrefs ?? [];
  const preloadHrefs = new Set([
    ...interactiveImports,
    ...(options.screenChunkHrefs?.(state.screen) ?? []),
    ...(state.screen === 'site' && state.viewer === 'member' ? (options.userMenuChunkHrefs ?? []) : []),
    ...(options.localeChunkHrefs?.(state.locale) ?? []),
  ]);
  // Listed, not linked: boot.ts preloads them after the first paint, with the rest of what makes the page
  // interactive, so they never compete with what draws it.
  const interactive: InteractiveModules = { entry: interactiveEntry, preload: [...preloadHrefs] };
  const modulePreloads = `<script type="application/json" id="${INTERACTIVE_MODULES_ELEMENT_ID}">${scriptSafeJson(interactive)}</script>`;
  const head = [
    `<title>${escapeHtml(pageTitle(state))}</title>`,
    `<style id="${PAGE_CANVAS_STYLE_ID}">${pageCanvasCss(state)}</style>`,
    ...fontPreloads,
    ...fontLinks,
    modulePreloads,
    `<script type="application/json" id="${SITE_STATE_ELEMENT_ID}">${serializeSiteState(state)}</script>`,
  ].join('\n    ');
  const attributes = [`lang="${state.locale}"`];
  if (state.colorMode !== 'system') attributes.push(`data-color-mode="${state.colorMode}"`);
  return { html, head, htmlAttributes: attributes.join(' '), status: statusOf(state) };
}
