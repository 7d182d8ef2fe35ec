import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // src/generated is git-ignored build output: regenerate it so tests never read stale tokens.
    globalSetup: ['./test/generate-tokens.ts'],
  },
});
