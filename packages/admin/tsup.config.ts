import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { modulePerFileBuild } from '../../scripts/module-per-file-build';

export default defineConfig(
  modulePerFileBuild({
    external: [
      'react',
      'react-dom',
      '@wedding/api-client',
      '@wedding/dashboard',
      '@tanstack/react-table',
      'recharts',
      '@wedding/core',
      '@wedding/ui',
      '@wedding/tokens',
      '@tanstack/react-query',
      'react-hook-form',
      '@hookform/resolvers',
      'zod',
      // Left for the consumer to resolve through package.json "imports" (conditions pick the catalogues).
      '#preloaded-admin-text',
    ],
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  }),
);
