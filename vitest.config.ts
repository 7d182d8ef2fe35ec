import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { storyDarkVariantsPlugin } from './.storybook/dark-variants-plugin';
import { weddingFontsPlugin } from './.storybook/fonts-plugin';

/** Debian's chromium: no browser is ever downloaded (toolchain notes). */
const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface Viewport {
  width: number;
  height: number;
}

/**
 * Vitest renames a shared browser config in place, so every project gets a fresh object. The page is as large
 * as the test iframe, so the iframe is never scaled down (a scaled iframe would shrink and clip screenshots).
 */
function chromiumBrowser(viewport: Viewport = { width: 1280, height: 900 }) {
  return {
    enabled: true,
    headless: true,
    // Failure screenshots would land beside the sources; the error text and the diff attachments suffice.
    screenshotFailures: false,
    provider: playwright({
      launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
      contextOptions: { viewport, deviceScaleFactor: 1 },
    }),
    instances: [{ browser: 'chromium' as const, viewport }],
  };
}

/**
 * Every story is a test in light (render + play + axe) and a test in dark (render + axe, no play): both palettes
 * are checked while each stories file is imported and each play function run once.
 */
function storyProject() {
  return {
    extends: true as const,
    plugins: [
      storybookTest({ configDir: '.storybook', initialGlobals: { colorMode: 'light' } }),
      storyDarkVariantsPlugin(),
    ],
    // All files of a page in one iframe: the preview, the fonts and the packages are loaded once instead of once per
    // stories file (half the time); portable stories unmount after each test and reset the globals they set. Two
    // pages side by side: one kept the two cores only 60% busy (.storybook/README.md).
    test: {
      name: 'stories',
      isolate: false,
      maxWorkers: 2,
      setupFiles: ['.storybook/story-tests-setup.ts'],
      browser: chromiumBrowser(),
    },
  };
}

export default defineConfig({
  test: {
    testTimeout: 30_000,
    projects: [
      storyProject(),
      {
        plugins: [react(), vanillaExtractPlugin(), weddingFontsPlugin()],
        test: {
          name: 'visual',
          include: ['packages/*/stories/**/*.screenshot.tsx'],
          browser: {
            // Tall enough for the longest token page, so element screenshots are never cut at the viewport.
            ...chromiumBrowser({ width: 1280, height: 6000 }),
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.005 },
              },
            },
          },
        },
      },
    ],
  },
});
