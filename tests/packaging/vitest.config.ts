import { defineConfig } from 'vitest/config';

/** Node-only project: packs the built libraries and installs them in a scratch project outside the workspace. */
export default defineConfig({
  test: {
    name: 'packaging',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['fixtures/**'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
