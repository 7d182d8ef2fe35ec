import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { moduleGraphProjects } from '../../scripts/vitest-module-graphs';

const packageDir = fileURLToPath(new URL('.', import.meta.url));

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
      // The unit tests share one module graph except those that replace a module or a global.
      ...moduleGraphProjects(packageDir, undefined, 'unit-').map((project) => ({
        ...project,
        test: { ...project.test, environment: 'happy-dom' },
      })),
    ],
  },
});
