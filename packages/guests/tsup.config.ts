import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // One output module per source module, so the app's bundler can split each route's screen into its own chunk.
  entry: [
    'src/**/*.{ts,tsx}',
    '!src/**/*.{test,stories,css}.{ts,tsx}',
    '!src/**/story-support.tsx',
    '!src/**/fixtures/**',
  ],
  format: ['esm'],
  splitting: true,
  dts: { entry: 'src/index.ts' },
  clean: true,
  target: 'es2022',
  sourcemap: true,
  outDir: 'dist',
  external: [
    'react',
    'react-dom',
    '@wedding/api-client',
    '@wedding/core',
    '@wedding/ui',
    '@wedding/tokens',
    '@wedding/dashboard',
    'fuse.js',
    'papaparse',
    '@tanstack/react-query',
    '@tanstack/react-table',
    'react-hook-form',
    '@hookform/resolvers',
    'zod',
    // Left for the consumer to resolve through package.json "imports" (conditions pick the catalogues).
    '#preloaded-guests-text',
  ],
  // Class names must stay stable between the JS and the single dist/index.css the app imports.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // esbuild writes a stylesheet beside every entry that imports styles; dist/index.css (the barrel's) holds them all.
  onSuccess: async () => {
    const files = await readdir('dist', { recursive: true });
    const partialStyles = files.filter(
      (file) => /\.css(\.map)?$/.test(file) && !file.startsWith('index.css'),
    );
    await Promise.all(partialStyles.map((file) => rm(join('dist', file))));
  },
});
