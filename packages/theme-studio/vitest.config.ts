import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: {
    // package.json maps this import to dist (what consumers run); the package's own tests run the sources.
    alias: {
      '#preloaded-studio-text': fileURLToPath(new URL('./src/i18n/preloaded-all.ts', import.meta.url)),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        // Packs tokens, core, ui and theme-studio and installs them outside the workspace (needs their dist).
        test: {
          name: 'packaging',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
