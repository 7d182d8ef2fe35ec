import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { moduleGraphProjects } from '../../scripts/vitest-module-graphs';

const packageDir = fileURLToPath(new URL('.', import.meta.url));

const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: {
    // package.json maps this import to dist (what consumers run); the package's own tests run the sources.
    alias: {
      '#preloaded-ui-messages': fileURLToPath(new URL('./src/i18n/preloaded-all.ts', import.meta.url)),
    },
  },
  test: {
    projects: [
      // The unit tests share one module graph except those that replace a module or a global.
      ...moduleGraphProjects(packageDir, /(?<!\.visual)\.test\.tsx?$/, 'unit-').map((project) => ({
        ...project,
        test: { ...project.test, environment: 'happy-dom' },
      })),
      {
        extends: true,
        // Pre-bundled up front: a dependency discovered mid-run makes Vite reload, and the file then fails
        // with "Failed to fetch dynamically imported module".
        optimizeDeps: {
          include: [
            '@storybook/react-vite',
            'storybook/test',
            'react-dom/client',
            'react-aria-components',
            'react-aria',
            '@internationalized/date',
            '@radix-ui/react-dialog',
            '@radix-ui/react-tabs',
            '@tanstack/react-table',
            '@tanstack/react-virtual',
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/dynamic',
          ],
        },
        test: {
          name: 'visual',
          include: ['src/**/*.visual.test.tsx'],
          browser: {
            enabled: true,
            headless: true,
            // A failure screenshot would land beside the baselines; the diff attachments suffice.
            screenshotFailures: false,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
                args: chromiumArgs,
              },
            }),
            instances: [{ browser: 'chromium', viewport: { width: 800, height: 600 } }],
            expect: { toMatchScreenshot: { comparatorName: 'pixelmatch' } },
          },
        },
      },
    ],
  },
});
