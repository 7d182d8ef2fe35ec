import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { writeFontStylesheets } from './scripts/font-stylesheets';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Two builds (package.json `build`): the browser bundle to dist/client (index.html is the page template the
 * API fills; hashed assets; manifest for the font stylesheets) and the server renderer to dist/server
 * (`vite build --ssr src/entry-server.tsx`), which the API imports.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  // The browser build resolves the packages' "wedding-lean" condition: string registries that start empty,
  // so only the guest's locale is downloaded (entry-client loads it before hydrating).
  resolve: isSsrBuild ? {} : { conditions: ['wedding-lean', ...defaultClientConditions] },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, sourcemap: true, target: 'node20' }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        // Not under .vite/: build caches (turbo outputs) may skip dot folders, and the server needs this file.
        manifest: 'manifest.json',
        sourcemap: true,
        // Every browser we support has modulepreload; the polyfill would only add bytes to the first view.
        modulePreload: { polyfill: false },
        rollupOptions: {
          input: {
            index: path.join(root, 'index.html'),
            ...writeFontStylesheets(path.join(root, 'node_modules/.wedding-fonts')),
          },
        },
      },
  ssr: {
    // The workspace packages are bundled into the server renderer (their ESM is built for bundlers);
    // React stays external and resolves from node_modules at run time.
    noExternal: [/^@wedding\//],
  },
}));
