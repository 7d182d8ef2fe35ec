import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { moduleGraphProjects } from '../../scripts/vitest-module-graphs';

export default defineConfig({
  resolve: {
    // package.json maps this import to dist (what consumers run); the package's own tests run the sources.
    alias: {
      '#preloaded-message-catalogs': fileURLToPath(
        new URL('./src/messages/catalogs/preloaded-all.ts', import.meta.url),
      ),
      '#phone-metadata': fileURLToPath(new URL('./src/schemas/phone-metadata/full.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    projects: moduleGraphProjects(fileURLToPath(new URL('.', import.meta.url))),
  },
});
