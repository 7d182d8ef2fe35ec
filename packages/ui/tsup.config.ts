import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  sourcemap: true,
  outDir: 'dist',
  // Class names must stay stable between the JS and the single dist/index.css consumers import.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
