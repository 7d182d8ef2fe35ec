import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests of the guest site: the built API server (apps/api/dist) with the built site, driven in Debian's
 * Chromium through playwright-core. Each file starts its own server and browser; the four journey files (two parts
 * on two databases) run side by side: most of a journey's time is the browser and the server waiting on each
 * other, so on two cores they used about a third of the CPU two at a time.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    fileParallelism: true,
    maxWorkers: 4,
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
});
