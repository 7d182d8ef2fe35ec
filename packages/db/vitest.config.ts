import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each embedded database runs initdb in WebAssembly: seconds on an idle machine, far more on a busy one.
    testTimeout: 180_000,
    hookTimeout: 240_000,
    maxWorkers: 2,
  },
});
