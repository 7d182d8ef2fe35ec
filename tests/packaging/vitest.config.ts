import { defineConfig } from 'vitest/config';

/**
 * Node-only project: global-setup.ts packs the published packages once and installs them in one scratch project
 * outside the workspace, which every file here reads.
 */
export default defineConfig({
  test: {
    name: 'packaging',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['fixtures/**'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
