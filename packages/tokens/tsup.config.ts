import { cp } from 'node:fs/promises';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  sourcemap: true,
  outDir: 'dist',
  // The CSS is produced by scripts/build-tokens.mjs; tsup's clean step wipes dist, so copy it afterwards.
  onSuccess: async () => {
    await cp('src/generated/css', 'dist/css', { recursive: true });
  },
});
