import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // One output module per source module (splitting rewrites the imports between them), so the site's bundler
  // keeps only what the first view imports and can split the rest (RSVP wizard, lightbox) into lazy chunks.
  entry: [
    'src/**/*.{ts,tsx}',
    '!src/**/*.{test,stories,css}.{ts,tsx}',
    '!src/**/story-support.tsx',
    '!src/**/fixtures/**',
  ],
  format: ['esm'],
  splitting: true,
  // Declarations stay one rolled-up file: consumers only reach the package through its barrel.
  dts: { entry: 'src/index.ts' },
  clean: true,
  target: 'es2022',
  sourcemap: true,
  outDir: 'dist',
  external: [
    'react',
    'react-dom',
    '@wedding/core',
    '@wedding/ui',
    '@wedding/tokens',
    '@wedding/rsvp',
    // Left for the consumer to resolve through package.json "imports" (conditions pick the catalogues).
    '#preloaded-site-text',
  ],
  // Class names must stay stable between the JS and the single dist/index.css the site imports.
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
