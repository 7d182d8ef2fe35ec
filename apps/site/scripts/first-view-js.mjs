#!/usr/bin/env node
/**
 * First-view JavaScript of the public site: the gzip size of every script a freshly rendered page makes the
 * browser download before it is interactive: the entry (boot) and its modulepreloads (from the built index.html),
 * what boot imports after the first paint (the runtime and the hydration code), and what the server lists for a
 * page: the screen's chunks and the one locale's string chunks. Lazy chunks are not counted there; the RSVP
 * wizard's own weight (its chunks beyond the first view, with the +49 phone metadata) is printed after it.
 * Budgets: first view 60 KB in at most 10 script files (each a request with its own cost on a slow network), wizard
 * 40 KB (docs/decisions.md, 'The guest page as light as a static page' and 'Chunks by what a page loads at one time').
 * A signed-in member's page also loads the header's user menu, printed last.
 * A screen with strings of its own (unsubscribe) also counts the chunk its loader fetches before hydrating.
 * Usage: `node scripts/first-view-js.mjs [locale] [site|access|rsvpManage|unsubscribe|error]` after the build.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstViewHrefs, gzipKb, readSiteBuild, screenStringHrefs, wizardChunks } from './chunk-sizes.mjs';

const FIRST_VIEW_BUDGET_KB = 60;
const FIRST_VIEW_BUDGET_FILES = 10;
const WIZARD_BUDGET_KB = 40;
const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const locale = process.argv[2] ?? 'de';
const screen = process.argv[3] ?? 'site';

const build = await readSiteBuild(siteDir);
const { referenced, interactive, screenChunks, localeChunks } = firstViewHrefs(build, locale, screen);
const screenStrings = screenStringHrefs(build, locale, screen);
const firstView = new Set([
  ...referenced,
  ...interactive,
  ...screenChunks,
  ...localeChunks,
  ...screenStrings,
]);
const rows = [...firstView].map((href) => ({
  href,
  kind: referenced.includes(href)
    ? 'entry/preload'
    : interactive.includes(href)
      ? 'hydration'
      : screenChunks.includes(href)
        ? `screen (${screen})`
        : screenStrings.includes(href)
          ? `strings (${screen}, ${locale})`
          : `strings (${locale})`,
  gzip: gzipKb(build.fileBytes(href)),
}));
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const kb = (value) => value.toFixed(1).padStart(7);
for (const row of rows) console.log(`${kb(row.gzip)} KB  ${row.kind.padEnd(14)} ${row.href}`);
console.log(
  `${kb(total)} KB  first-view JS (gzip -9), budget ${FIRST_VIEW_BUDGET_KB} KB: ${total <= FIRST_VIEW_BUDGET_KB ? 'pass' : 'OVER'}`,
);
console.log(
  `${String(rows.length).padStart(7)}     first-view script files, budget ${FIRST_VIEW_BUDGET_FILES}: ${rows.length <= FIRST_VIEW_BUDGET_FILES ? 'pass' : 'OVER'}`,
);

if (screen === 'site') {
  const wizard = wizardChunks(build, firstView);
  console.log('');
  for (const row of wizard.rows) console.log(`${kb(row.gzipKb)} KB  RSVP wizard    ${row.href}`);
  console.log(
    `${kb(wizard.gzipKb)} KB  RSVP wizard beyond the first view (gzip -9), budget ${WIZARD_BUDGET_KB} KB: ${wizard.gzipKb <= WIZARD_BUDGET_KB ? 'pass' : 'OVER'}`,
  );

  // Not in a guest's first view: the page of a signed-in member (or staff) also loads the header's user menu.
  const userMenu = build.server
    .userMenuChunksFromManifest(build.manifest)
    .filter((href) => !firstView.has(href))
    .map((href) => ({ href, gzip: gzipKb(build.fileBytes(href)) }));
  console.log('');
  for (const row of userMenu) console.log(`${kb(row.gzip)} KB  user menu      ${row.href}`);
  console.log(
    `${kb(userMenu.reduce((sum, row) => sum + row.gzip, 0))} KB  user menu, on a signed-in member's page only (gzip -9)`,
  );
}
