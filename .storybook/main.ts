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
    });
  },
};

export default config;
