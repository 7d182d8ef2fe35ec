import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // One output module per source module: a consumer's bundler keeps what it imports, and the brand panel stays a
  // chunk of its own (it is loaded on demand, docs/requirements.md A2).
  entry: [
    'src/**/*.{ts,tsx}',
    // Each locale's strings as a module of its own (dist/i18n/locales/<locale>.js), which loadStudioLocale imports.
    'src/i18n/locales/*.json',
    '!src/**/*.{test,stories,css}.{ts,tsx}',
    '!src/story-helpers/**',
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
    '@wedding/tokens',
    '@wedding/ui',
    '#preloaded-studio-text',
  ],
  // Class names must stay stable between the JS and the single dist/index.css consumers import.
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
