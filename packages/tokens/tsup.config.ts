import { cp } from 'node:fs/promises';
import { defineConfig } from 'tsup';

export default defineConfig({
  // One output module per source module (splitting rewrites the imports between them), so a consumer's bundler
  // drops what it does not import: `vars` alone must not cost zod and culori.
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  splitting: true,
  format: ['esm'],
  // Declarations stay one rolled-up file: consumers only reach the package through its barrel.
  dts: { entry: 'src/index.ts' },
  clean: true,
  target: 'es2022',
  sourcemap: true,
  outDir: 'dist',
  // The CSS is produced by scripts/build-tokens.mjs; tsup's clean step wipes dist, so copy it afterwards.
  onSuccess: async () => {
    await cp('src/generated/css', 'dist/css', { recursive: true });
  },
});
