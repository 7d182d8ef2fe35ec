import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { moduleGraphProjects } from '../../scripts/vitest-module-graphs';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    projects: moduleGraphProjects(fileURLToPath(new URL('.', import.meta.url))),
  },
});
