import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type ConfigEnv, defaultClientConditions, defineConfig, type Plugin, type UserConfig } from 'vite';
import { groupedModulesInManifest, siteChunkGroups } from './scripts/chunk-groups';
import { type LoadersByModule, PLANNING_BUILD, planBrowserChunks } from './scripts/chunk-plan';
import { writeFontStylesheets } from './scripts/font-stylesheets';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The server-rendered HTML is the page and boot.ts only starts making it interactive after the first paint, so
 * its script tag loads at low priority: the stylesheets, fonts and images of the first view get the bandwidth first.
 */
function lowPriorityEntryScript(): Plugin {
  return {
    name: 'wedding-low-priority-entry-script',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replaceAll(
          '<script type="module" crossorigin',
          '<script type="module" fetchpriority="low" crossorigin',
        ),
    },
  };
}

/**
 * The guest page's browser runtime is Preact's React compatibility layer (~10 KB gzipped against React DOM's ~60 KB):
 * the packages keep importing `react`, and only this build maps it. The server still renders with React.
 */
// Absolute paths: the packages importing `react` (pnpm keeps them strict) do not depend on preact themselves.
const preactFile = (subpath: string) => fileURLToPath(import.meta.resolve(subpath));
const preactCompatAliases = [
  { find: /^react$/, replacement: preactFile('preact/compat') },
  { find: /^react-dom$/, replacement: preactFile('preact/compat') },
  { find: /^react-dom\/client$/, replacement: preactFile('preact/compat/client') },
  { find: /^react\/jsx-runtime$/, replacement: preactFile('preact/compat/jsx-runtime') },
  { find: /^react\/jsx-dev-runtime$/, replacement: preactFile('preact/compat/jsx-dev-runtime') },
];

/** @wedding/core's phone metadata, one module per country calling code (written by its build). */
const PHONE_METADATA_MODULE = /\/phone-metadata\/calling-codes\/(\d+)\.js$/;

/**
 * The chunks of the phone metadata (~215, one per calling code) share one folder named by a hash of all of them,
 * instead of a hash per file: the map of dynamic imports in the RSVP wizard's chunk then repeats one prefix, which
 * gzip folds away (a hash per file cost that chunk 1 KB), and any change of the data still changes every address.
 */
function phoneMetadataFolder(): string {
  const dir = path.join(
    path.dirname(fileURLToPath(import.meta.resolve('@wedding/core'))),
    'phone-metadata/calling-codes',
  );
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(path.join(dir, file)));
  return `assets/tel-${hash.digest('hex').slice(0, 10)}`;
}

/**
 * Two builds (package.json `build`): the browser bundle to dist/client (index.html is the page template the
 * API fills; hashed assets; manifest for the font stylesheets and the chunks boot.ts loads) and the server
 * renderer to dist/server (`vite build --ssr src/entry-server.tsx`), which the API imports.
 */
const siteConfig = ({ isSsrBuild }: ConfigEnv, loaders?: LoadersByModule): UserConfig => ({
  plugins: [react(), lowPriorityEntryScript(), groupedModulesInManifest(root, 'manifest.json')],
  // The browser build resolves the packages' "wedding-lean" condition: string registries that start empty,
  // so only the guest's locale is downloaded (entry-client loads it before hydrating).
  resolve: isSsrBuild
    ? {}
    : { conditions: ['wedding-lean', ...defaultClientConditions], alias: preactCompatAliases },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, sourcemap: true, target: 'node20' }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        // Not under .vite/: build caches (turbo outputs) may skip dot folders, and the server needs this file.
        manifest: 'manifest.json',
        sourcemap: true,
        // No preload helper in boot.ts: the server lists every chunk boot imports (entry-client and its imports,
        // the screen, the locale's strings) and boot preloads them itself after the first paint.
        modulePreload: false,
        rolldownOptions: {
          input: {
            index: path.join(root, 'index.html'),
            // Its own entry: boot.ts imports it by the URL the server lists, after the first paint.
            'entry-client': path.join(root, 'src/entry-client.tsx'),
            ...writeFontStylesheets(path.join(root, 'node_modules/.wedding-fonts')),
          },
          output: {
            ...(loaders && { codeSplitting: { groups: siteChunkGroups(root, loaders) } }),
            chunkFileNames: (chunk) =>
              PHONE_METADATA_MODULE.test(chunk.facadeModuleId ?? '')
                ? `${phoneMetadataFolder()}/[name].js`
                : 'assets/[name]-[hash].js',
          },
        },
      },
  ssr: {
    // Everything is bundled into the server renderer: React in its production build (below), and every package
    // that imports React with it, so one copy renders. External, React would pick its development build wherever
    // NODE_ENV is not 'production' (`npm start` on a laptop), three times slower per page.
    noExternal: true,
  },
  // The server bundle's React (and every `process.env.NODE_ENV` check in it) is the production one.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
});

/**
 * The browser build groups its chunks by what a page loads at one time (scripts/chunk-groups.ts), which it learns from
 * a first build without the groups (scripts/chunk-plan.ts).
 */
export default defineConfig(async (env) =>
  siteConfig(
    env,
    env.command === 'build' && !env.isSsrBuild && !process.env[PLANNING_BUILD]
      ? await planBrowserChunks(fileURLToPath(import.meta.url), env.mode)
      : undefined,
  ),
);
