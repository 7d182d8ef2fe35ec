import { composeStories } from '@storybook/react-vite';
import { COLOR_MODES } from '@wedding/tokens';
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { cdp, page } from 'vitest/browser';
import preview from '../../../../.storybook/preview';
import * as OverviewStories from '../../src/screens/overview/OverviewView.stories';

/**
 * Visual regression of the couple's overview in light and dark: an active site without schedule events (no
 * per-event card), the per-event card with meals, a wedding just started, and the phone at 360 px. Baselines in
 * __screenshots__ (Debian's chromium and fonts).
 */
const STATES = ['Active', 'PerEvent', 'JustStarted', 'Phone'] as const;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let canvas: HTMLElement | null = null;

// The stat cards count up over 1.5 s with an ease-out whose slow tail can look still to the screenshot's stability
// check, so a reference could catch them mid-count; with reduced motion they show their final numbers at once.
const REDUCED_MOTION = [{ name: 'prefers-reduced-motion', value: 'reduce' }];
beforeAll(() => cdp().send('Emulation.setEmulatedMedia', { features: REDUCED_MOTION }));
afterAll(() => cdp().send('Emulation.setEmulatedMedia', { features: [] }));

afterEach(() => {
  act(() => root?.unmount());
  canvas?.remove();
  root = null;
  canvas = null;
});

describe.each(COLOR_MODES)('overview, %s mode', (colorMode) => {
  const annotations = { ...preview, initialGlobals: { ...preview.initialGlobals, colorMode } };
  const stories = composeStories(OverviewStories as never, annotations) as Record<
    string,
    ComponentType & { storyName: string }
  >;
  for (const name of STATES) {
    test(name, async () => {
      const Story = stories[name];
      if (!Story) throw new Error(`no story ${name}`);
      canvas = document.createElement('div');
      canvas.style.width = '1200px';
      document.body.append(canvas);
      const mount = createRoot(canvas);
      root = mount;
      await act(async () => mount.render(<Story />));
      await document.fonts.ready;
      await expect
        .element(page.elementLocator(canvas))
        .toMatchScreenshot(`overview-${name}-${colorMode}`, { timeout: 15_000 });
    });
  }
});
