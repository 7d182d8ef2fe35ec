import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { moduleGraphProjects } from '../../scripts/vitest-module-graphs';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: {
    // package.json maps this import to dist (what the app runs); the package's own tests run the sources.
    alias: {
      '#preloaded-admin-text': fileURLToPath(new URL('./src/i18n/preloaded-all.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'happy-dom',
    projects: moduleGraphProjects(fileURLToPath(new URL('.', import.meta.url))),
  },
});
