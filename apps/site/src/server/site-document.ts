import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findFont, findScriptFallbackFont } from '@wedding/tokens';
import {
  FIRST_VIEW_ISLAND_MODULES,
  LOCALE_MODULE,
  SCREEN_MODULES,
  USER_MENU_MODULE,
} from '../screens/screen-modules';
import type { SitePageState } from '../site-state';
import { fontFilesFor } from './font-preloads';
import { fontStylesheetName } from './font-stylesheet-name';
import { type RenderOptions, renderSitePage } from './render-site-page';

/** The placeholders of index.html the rendered page fills. */
// `lang` is part of it so the template itself is valid (and checked) HTML; the rendered page writes its own.
const HTML_ATTRIBUTES_PLACEHOLDER = 'lang="de" data-ssr-html-attributes';
const HEAD_PLACEHOLDER = '<!--ssr-head-->';
const BODY_PLACEHOLDER = '<!--ssr-body-->';

type ManifestEntry = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  assets?: string[];
};
type Manifest = Record<string, ManifestEntry>;

/** The font stylesheets of the browser build (scripts/font-stylesheets.ts inputs) by their build name. */
function fontStylesheetEntries(manifest: Manifest): Map<string, ManifestEntry> {
  const byName = new Map<string, ManifestEntry>();
  for (const entry of Object.values(manifest)) {
    if (entry.isEntry && entry.name?.startsWith('font-')) byName.set(entry.name, entry);
  }
  return byName;
}

/**
 * Font name (catalogue or script fallback font) -> the built stylesheet of its @fontsource package, from Vite's
 * manifest of the browser build.
 */
export function fontStylesheetsFromManifest(
  manifest: Manifest,
  base = '/',
): RenderOptions['fontStylesheetHref'] {
  const stylesheets = fontStylesheetEntries(manifest);
  return (fontName) => {
    const packageName =
      findFont(fontName)?.fontsource?.packageName ?? findScriptFallbackFont(fontName)?.packageName;
    const entry = packageName ? stylesheets.get(fontStylesheetName(packageName)) : undefined;
    return entry ? `${base}${entry.file}` : undefined;
  };
}

/**
 * Catalogue font name and locale -> the woff2 files of its stylesheet the page will use (from the stylesheet's
 * `assets` in Vite's manifest), to preload next to the stylesheet.
 */
export function fontPreloadsFromManifest(manifest: Manifest, base = '/'): RenderOptions['fontPreloadHrefs'] {
  const stylesheets = fontStylesheetEntries(manifest);
  return (fontName, locale) => {
    const packageName = findFont(fontName)?.fontsource?.packageName;
    if (!packageName) return [];
    const assets = stylesheets.get(fontStylesheetName(packageName))?.assets ?? [];
    return fontFilesFor(assets, packageName, locale).map((asset) => `${base}${asset}`);
  };
}

/**
 * Locale -> the chunks of its string catalogues (core messages, ui strings, guest-site areas) with their static
 * imports: the lean browser build loads them by dynamic import before hydrating, so the server preloads them.
 */
export function localeChunksFromManifest(manifest: Manifest, base = '/'): RenderOptions['localeChunkHrefs'] {
  const byLocale = new Map<string, Set<string>>();
  const addWithImports = (hrefs: Set<string>, key: string) => {
    const entry = manifest[key];
    // The page's entry (and what it imports) is already in the template; only the string chunks are extra.
    if (!entry || entry.isEntry || hrefs.has(`${base}${entry.file}`)) return;
    hrefs.add(`${base}${entry.file}`);
    for (const imported of entry.imports ?? []) addWithImports(hrefs, imported);
  };
  for (const [key, entry] of Object.entries(manifest)) {
    const locale = entry.isDynamicEntry ? LOCALE_MODULE.exec(entry.src ?? key)?.[1] : undefined;
    if (!locale) continue;
    const hrefs = byLocale.get(locale) ?? new Set<string>();
    addWithImports(hrefs, key);
    byLocale.set(locale, hrefs);
  }
  return (locale) => [...(byLocale.get(locale) ?? [])];
}

/** A chunk and what it statically imports (not the entry, which the template loads), as hrefs. */
function chunkHrefs(manifest: Manifest, key: string, base: string, hrefs = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry || entry.isEntry || hrefs.has(`${base}${entry.file}`)) return hrefs;
  hrefs.add(`${base}${entry.file}`);
  for (const imported of entry.imports ?? []) chunkHrefs(manifest, imported, base, hrefs);
  return hrefs;
}

/**
 * The chunk of a screen module and what it imports (not the entry), from the manifest keys of SCREEN_MODULES; for
 * the admitted site also the islands its first view hydrates at once (the header).
 */
export function screenChunksFromManifest(manifest: Manifest, base = '/'): RenderOptions['screenChunkHrefs'] {
  const firstViewIslands = Object.keys(manifest).filter((key) => FIRST_VIEW_ISLAND_MODULES.test(key));
  return (screen) => {
    const hrefs = chunkHrefs(manifest, SCREEN_MODULES[screen], base);
    if (screen === 'site') for (const key of firstViewIslands) chunkHrefs(manifest, key, base, hrefs);
    return [...hrefs];
  };
}

/** The chunks of the header's user menu (and what they import), for the pages of signed-in members. */
export function userMenuChunksFromManifest(manifest: Manifest, base = '/'): string[] {
  return [...chunkHrefs(manifest, USER_MENU_MODULE, base)];
}

/**
 * What boot.ts imports after the first paint to make the page interactive: entry-client (its own build entry)
 * first, then the chunks it imports.
 */
export function interactiveChunksFromManifest(manifest: Manifest, base = '/'): string[] {
  const entry = manifest['src/entry-client.tsx'];
  if (!entry) throw new Error('The site build has no src/entry-client.tsx entry');
  const hrefs = new Set([`${base}${entry.file}`]);
  for (const imported of entry.imports ?? []) chunkHrefs(manifest, imported, base, hrefs);
  return [...hrefs];
}

/** Puts a rendered page into the built index.html (which already links the bundle, its preloads and CSS). */
export function fillTemplate(template: string, page: ReturnType<typeof renderSitePage>): string {
  for (const placeholder of [HTML_ATTRIBUTES_PLACEHOLDER, HEAD_PLACEHOLDER, BODY_PLACEHOLDER]) {
    if (!template.includes(placeholder)) throw new Error(`The site template lacks ${placeholder}`);
  }
  // Functions as replacements, so `$&` and friends in the content are not interpreted.
  return template
    .replace(HTML_ATTRIBUTES_PLACEHOLDER, () => page.htmlAttributes)
    .replace(HEAD_PLACEHOLDER, () => page.head)
    .replace(BODY_PLACEHOLDER, () => page.html);
}

export type SiteDocument = { status: number; html: string };

/**
 * The API's entry: reads the browser build once (template and manifest) and returns a function that turns a
 * state into a whole HTML document.
 */
export function createSiteRenderer(clientDir: string): (state: SitePageState) => SiteDocument {
  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(clientDir, 'manifest.json'), 'utf8')) as Manifest;
  const options: RenderOptions = {
    fontStylesheetHref: fontStylesheetsFromManifest(manifest),
    fontPreloadHrefs: fontPreloadsFromManifest(manifest),
    localeChunkHrefs: localeChunksFromManifest(manifest),
    screenChunkHrefs: screenChunksFromManifest(manifest),
    userMenuChunkHrefs: userMenuChunksFromManifest(manifest),
    interactiveChunkHrefs: interactiveChunksFromManifest(manifest),
  };
  return (state) => {
    const page = renderSitePage(state, options);
    return { status: page.status, html: fillTemplate(template, page) };
  };
}
