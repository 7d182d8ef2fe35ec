import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // One output module per component module (splitting rewrites the imports between them), so a consumer's
  // bundler keeps only the components it imports; a single-file bundle made `Card` cost every component.
  entry: [
    'src/**/*.{ts,tsx}',
    // Each locale's strings as a module of its own (dist/i18n/locales/<locale>.js), which loadUiLocale imports.
    'src/i18n/locales/*.json',
    '!src/**/*.{test,stories,css}.{ts,tsx}',
    '!src/**/*.visual.test.tsx',
    '!src/story-helpers/**',
    '!src/visual/**',
  ],
  format: ['esm'],
  splitting: true,
  // Declarations stay one rolled-up file: consumers only reach the package through its barrel.
  dts: { entry: 'src/index.ts' },
  clean: true,
  target: 'es2022',
  sourcemap: true,
  outDir: 'dist',
  // Left for the consumer to resolve through package.json "imports" (conditions pick the catalogues).
  external: ['#preloaded-ui-messages'],
  // Class names must stay stable between the JS and the single dist/index.css consumers import.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // esbuild writes a stylesheet beside every entry that imports styles; dist/index.css already holds all of them
  // (the entry is the barrel), and it is the only one exported (./styles.css).
  onSuccess: async () => {
    const files = await readdir('dist', { recursive: true });
    const partialStyles = files.filter(
      (file) => /\.css(\.map)?$/.test(file) && !file.startsWith('index.css'),
    );
    await Promise.all(partialStyles.map((file) => rm(join('dist', file))));
  },
});
