import { defineConfig } from 'tsup';

export default defineConfig({
  // One output module per source module: the API server imports the two render calls, and bench/cards.mjs
  // reaches the card document itself to time the same pages without their QR codes.
  entry: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/test-support/**'],
  format: ['esm'],
  splitting: true,
  dts: { entry: 'src/index.ts' },
  clean: true,
  target: 'es2022',
  sourcemap: true,
  outDir: 'dist',
  // Resolved from the server's own node_modules: one React and one react-pdf font store in the process.
  external: ['react', '@react-pdf/renderer', 'qrcode', '@wedding/core', '@wedding/tokens'],
});
