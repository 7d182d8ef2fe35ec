import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // A test renders real PDFs and reads them back with pdf.js; on the shared 2-core machine under load that
    // takes several times its idle 1-2 s.
    testTimeout: 60_000,
  },
});
