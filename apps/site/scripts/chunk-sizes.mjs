/**
 * Sizes of the site's browser build read from its manifest, shared by `pnpm size` (scripts/first-view-js.mjs) and
 * `npm run bench:site` (bench/site-lighthouse.mjs): what the first view downloads, and what a lazily loaded part
 * (the RSVP wizard) adds on top of it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The RSVP wizard's dynamic entry (guest-site's lazy import of @wedding/rsvp). */
export const WIZARD_MODULE = /lazy-rsvp-wizard\.js$/;
/** A per-dial-code phone metadata chunk of @wedding/core (loaded by the wizard for the guest's dial code). */
const PHONE_METADATA_MODULE = /phone-metadata\/calling-codes\/(\d+)\.js$/;

export const gzipKb = (bytes, level = 9) => gzipSync(bytes, { level }).length / 1024;

/** The built browser bundle: template, manifest and the server renderer's manifest readers. */
export async function readSiteBuild(siteDir) {
  const clientDir = path.join(siteDir, 'dist/client');
  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(clientDir, 'manifest.json'), 'utf8'));
  const server = await import(pathToFileURL(path.join(siteDir, 'dist/server/entry-server.js')).href);
  const fileBytes = (href) => readFileSync(path.join(clientDir, href.replace(/^\//, '')));
  return { clientDir, template, manifest, server, fileBytes };
}

/** A manifest entry and everything it imports statically, as hrefs ('/assets/…'). */
export function staticClosure(manifest, key, hrefs = new Set()) {
  const entry = manifest[key];
  if (!entry || hrefs.has(`/${entry.file}`)) return hrefs;
  hrefs.add(`/${entry.file}`);
  for (const imported of entry.imports ?? []) staticClosure(manifest, imported, hrefs);
  return hrefs;
}

/**
 * What a guest downloads before the page is interactive: boot (the template's script), what the server lists for
 * boot to load after the first paint (hydration code, the screen's chunks, the locale's strings).
 */
export function firstViewHrefs(build, locale, screen) {
  const { template, manifest, server } = build;
  const referenced = [
    ...template.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...template.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1]);
  const interactive = server.interactiveChunksFromManifest(manifest);
  const screenChunks = server.screenChunksFromManifest(manifest)(screen);
  const localeChunks = server.localeChunksFromManifest(manifest)(locale);
  return { referenced, interactive, screenChunks, localeChunks };
}

/** Screens whose strings are no part of the locale chunks: the screen's loader fetches them (apps/site load-screen.ts). */
const SCREEN_STRING_MODULES = { unsubscribe: (locale) => new RegExp(`/unsubscribe-${locale}\\.js$`) };

/** The string chunks a screen loads for itself before it is hydrated (none for most screens). */
export function screenStringHrefs(build, locale, screen) {
  const pattern = SCREEN_STRING_MODULES[screen]?.(locale);
  if (!pattern) return [];
  const hrefs = new Set();
  for (const key of Object.keys(build.manifest).filter((each) => pattern.test(each)))
    staticClosure(build.manifest, key, hrefs);
  return [...hrefs];
}

/**
 * The RSVP wizard's weight: its chunk and everything it imports that the first view has not already loaded,
 * plus the phone metadata of the default dial code (+49), which the wizard loads as soon as it shows.
 */
export function wizardChunks(build, alreadyLoaded) {
  const { manifest, fileBytes } = build;
  const key = Object.keys(manifest).find((each) => WIZARD_MODULE.test(each));
  if (!key) throw new Error('The site build has no lazy-rsvp-wizard chunk');
  const hrefs = staticClosure(manifest, key);
  const metadataKey = Object.keys(manifest).find((each) => PHONE_METADATA_MODULE.exec(each)?.[1] === '49');
  if (metadataKey) staticClosure(manifest, metadataKey, hrefs);
  const rows = [...hrefs]
    .filter((href) => !alreadyLoaded.has(href))
    .map((href) => ({ href, gzipKb: gzipKb(fileBytes(href)), rawKb: fileBytes(href).length / 1024 }));
  return { rows, gzipKb: rows.reduce((sum, row) => sum + row.gzipKb, 0) };
}
