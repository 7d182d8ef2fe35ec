#!/usr/bin/env node
/**
 * First-view JavaScript of the public site: the gzip size of every script a freshly rendered page makes the
 * browser download before it is interactive: the entry (boot) and its modulepreloads (from the built index.html),
 * what boot imports after the first paint (React and the hydration code), and what the server lists for a page:
 * the screen's chunks and the one locale's string chunks. Lazy chunks (RSVP wizard, lightbox) are not counted.
 * Budget (issue 5): 100 KB. Usage: `node scripts/first-view-js.mjs [locale] [site|access|error]` after the build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 100;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(root, 'dist/client');
const locale = process.argv[2] ?? 'de';
const screen = process.argv[3] ?? 'site';

const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
const referenced = [
  ...template.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...template.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((match) => match[1]);
const manifest = JSON.parse(readFileSync(path.join(clientDir, 'manifest.json'), 'utf8'));
const { interactiveChunksFromManifest, localeChunksFromManifest, screenChunksFromManifest } = await import(
  pathToFileURL(path.join(root, 'dist/server/entry-server.js')).href
);
const interactiveChunks = interactiveChunksFromManifest(manifest);
const localeChunks = localeChunksFromManifest(manifest)(locale);
const screenChunks = screenChunksFromManifest(manifest)(screen);

const rows = [...new Set([...referenced, ...interactiveChunks, ...screenChunks, ...localeChunks])].map(
  (href) => {
    const bytes = readFileSync(path.join(clientDir, href.replace(/^\//, '')));
    return {
      href,
      kind: referenced.includes(href)
        ? 'entry/preload'
        : interactiveChunks.includes(href)
          ? 'hydration'
          : screenChunks.includes(href)
            ? `screen (${screen})`
            : `strings (${locale})`,
      gzip: gzipSync(bytes, { level: 9 }).length,
    };
  },
);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
for (const row of rows)
  console.log(`${(row.gzip / 1024).toFixed(1).padStart(7)} KB  ${row.kind.padEnd(14)} ${row.href}`);
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  first-view JS (gzip -9), budget ${BUDGET_KB} KB: ${total / 1024 <= BUDGET_KB ? 'pass' : 'OVER'}`,
);
