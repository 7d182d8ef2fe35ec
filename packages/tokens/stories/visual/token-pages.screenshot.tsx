import { composeStories } from '@storybook/react-vite';
import { COLOR_MODES } from '@wedding/tokens';
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../../../.storybook/preview';
import * as DensityStories from '../Density.stories';
import * as FontsStories from '../Fonts.stories';
import * as LayoutsStories from '../Layouts.stories';
import * as PresetPalettesStories from '../PresetPalettes.stories';
import * as SemanticTokensStories from '../SemanticTokens.stories';

/**
 * Visual regression of the Tokens pages in light and dark. Baselines live in __screenshots__ and are made with
 * Debian's chromium and fonts (`pnpm run test:stories:update`); with CI=true a missing baseline fails instead of
 * being written.
 */
const PAGES = {
  'preset-palettes': PresetPalettesStories,
  'semantic-tokens': SemanticTokensStories,
  density: DensityStories,
  layouts: LayoutsStories,
  fonts: FontsStories,
} as const;

// Tells React this is a test environment, so act() flushes effects without warnings.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let canvas: HTMLElement | null = null;

afterEach(() => {
  act(() => root?.unmount());
  canvas?.remove();
  root = null;
  canvas = null;
});

describe.each(COLOR_MODES)('Tokens pages, %s mode', (colorMode) => {
  const annotations = { ...preview, initialGlobals: { ...preview.initialGlobals, colorMode } };
  for (const [pageName, storiesModule] of Object.entries(PAGES)) {
    // Every token page module has only render-function stories without args, so each composes to this shape.
    const stories = composeStories(storiesModule, annotations) as Record<
      string,
      ComponentType & { storyName: string }
    >;
    for (const [exportName, Story] of Object.entries(stories)) {
      test(`${pageName} / ${Story.storyName}`, async () => {
        canvas = document.createElement('div');
        canvas.style.width = '1200px';
        document.body.append(canvas);
        const mount = createRoot(canvas);
        root = mount;
        await act(async () => mount.render(<Story />));
        // Live token tables read computed styles after mount; wait until nothing is left "reading…".
        await expect.poll(() => canvas?.textContent?.includes('reading…')).toBe(false);
        await document.fonts.ready;
        expect(document.documentElement.dataset.colorMode).toBe(colorMode);
        await expect
          .element(page.elementLocator(canvas))
          .toMatchScreenshot(`${pageName}-${exportName}-${colorMode}`, { timeout: 15_000 });
      });
    }
  }
});
