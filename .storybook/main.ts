import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { weddingFontsPlugin } from './fonts-plugin';

/**
 * Root Storybook: collects the stories and MDX docs of every workspace package.
 * Workspace packages resolve through their package.json `exports` (built dist), exactly as an
 * app consumes them, so the stories document what is shipped. Build them first
 * (`turbo run build --filter=./packages/*`).
 */
/** Optional focus for local runs, e.g. WEDDING_STORIES=tokens collects only packages/tokens. */
const packages = process.env.WEDDING_STORIES?.trim() || '*';

const PREBUNDLED_DEPENDENCIES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  ...[
    'react-aria-components',
    'react-aria',
    'react-stately',
    '@radix-ui/react-dialog',
    '@radix-ui/react-tabs',
    '@tanstack/react-table',
    '@tanstack/react-virtual',
    '@internationalized/date',
    '@internationalized/string',
    '@vanilla-extract/dynamic',
    '@vanilla-extract/recipes/createRuntimeFn',
  ].map((dependency) => `@wedding/ui > ${dependency}`),
  '@wedding/core > zod',
  '@wedding/tokens > culori',
  '@wedding/core > libphonenumber-js/min',
  '@wedding/core > libphonenumber-js/max',
  // The guest screens' own dependencies (otherwise found mid-run, and Vite reloads the page).
  '@wedding/guests > papaparse',
  '@wedding/guests > fuse.js',
  '@wedding/guests > react-hook-form',
  '@wedding/guests > @hookform/resolvers',
  '@wedding/guests > @tanstack/react-query',
];

const config: StorybookConfig = {
  stories: [
    `../packages/${packages}/src/**/*.@(mdx|stories.@(ts|tsx))`,
    `../packages/${packages}/stories/**/*.@(mdx|stories.@(ts|tsx))`,
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin(), weddingFontsPlugin()],
      // Pre-bundled up front: discovered mid-run, Vite re-optimises and reloads, and a story test file
      // then fails with "Failed to fetch dynamically imported module".
      optimizeDeps: { include: PREBUNDLED_DEPENDENCIES },
    });
  },
};

export default config;
