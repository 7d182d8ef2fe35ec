import { defineConfig } from 'tsup';

export default defineConfig({
  // One output module per source module (splitting rewrites the imports between them), so a consumer's bundler
  // drops whatever it does not import: a single-file bundle kept every zod schema for anyone importing `translate`.
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.d.ts', '!src/**/test-support/**'],
  format: ['esm'],
  splitting: true,
  // Declarations stay one rolled-up file: consumers only reach the package through its barrel.
  dts: { entry: 'src/index.ts' },
  clean: true,
  target: 'es2022',
  sourcemap: true,
  outDir: 'dist',
  // Left for the consumer to resolve through package.json "imports" (conditions pick the catalogues and the phone
  // metadata; the per-calling-code chunks are written after tsup by scripts/write-phone-metadata.mjs).
  external: ['#preloaded-message-catalogs', '#phone-metadata', '#phone-metadata-by-calling-code'],
});
