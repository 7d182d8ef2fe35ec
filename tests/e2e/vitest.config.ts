import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests of the guest site: the built API server (apps/api/dist) with the built site, driven in Debian's
 * Chromium through playwright-core. One worker and no file parallelism: each file starts its own server and browser,
 * and the machine has two cores.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
});
