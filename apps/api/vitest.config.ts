import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { moduleGraphProjects } from '../../scripts/vitest-module-graphs';

export default defineConfig({
  test: {
    environment: 'node',
    // Each file opens its own database; two files at a time fit the two shared cores.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The files share one module graph per worker: importing the app and its packages took a fifth of the suite.
    projects: moduleGraphProjects(fileURLToPath(new URL('.', import.meta.url)), undefined, '', [
      'src',
      'test',
    ]),
  },
});
