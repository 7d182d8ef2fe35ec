import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { modulePerFileBuild } from '../../scripts/module-per-file-build';

export default defineConfig(
  modulePerFileBuild({
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
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  }),
);
