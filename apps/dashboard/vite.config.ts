import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { DEFAULT_CUSTOMIZATION, themeScopeOf } from '@wedding/tokens';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * The dashboard's browser build: file routes (TanStack Router, one chunk per route), the packages' "wedding-lean"
 * condition so only the visitor's language is downloaded, and its files under /app-assets/ (the public site owns
 * /assets/). The API serves dist/ with a history fallback for the app's paths (apps/api http/static-apps.ts).
 */
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A page's loader rides in its page's chunk: loaders import the screen packages' query helpers, whose modules
      // also hold the screens, so left in the entry they pulled other pages' code into every first load.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
  ],
  resolve: { conditions: ['wedding-lean', ...defaultClientConditions] },
  // The app's own look (default preset), derived here once: no colour maths in the browser for it.
  define: { 'import.meta.env.WEDDING_APP_THEME': JSON.stringify(themeScopeOf(DEFAULT_CUSTOMIZATION)) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'app-assets',
    sourcemap: true,
    manifest: 'manifest.json',
  },
  server: {
    // `pnpm --filter @wedding/dashboard-app dev`: the API (npm start) answers /api and /uploads.
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/w': 'http://localhost:3000',
    },
  },
});
