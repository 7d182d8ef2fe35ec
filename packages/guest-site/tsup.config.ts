import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { modulePerFileBuild } from '../../scripts/module-per-file-build';

export default defineConfig(
  modulePerFileBuild({
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
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  }),
);
