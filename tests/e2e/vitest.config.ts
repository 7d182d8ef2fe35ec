import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests of the guest site: the built API server (apps/api/dist) with the built site, driven in Debian's
 * Chromium through playwright-core. Each file starts its own server and browser, and all files run at once: the
 * four journey files (two parts on two databases) and the API reference's. Most of a journey's time is the
 * browser and the server waiting on each other, so two at a time left the two cores partly idle; with four slots
 * the short API reference file took one of them first on a fresh clone and a journey file started after it.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    fileParallelism: true,
    maxWorkers: 5,
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
});
