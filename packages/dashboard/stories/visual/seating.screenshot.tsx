import { composeStories } from '@storybook/react-vite';
import { COLOR_MODES } from '@wedding/tokens';
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../../../.storybook/preview';
import * as SeatingStories from '../../src/screens/seating/SeatingView.stories';

/**
 * Visual regression of the seating screen in light and dark: the plan with every kind of warning, the phone's list
 * mode at 360 px, the plan without tables, and loading. Baselines in __screenshots__ (Debian's chromium and fonts).
 */
const STATES = ['PlanWithWarnings', 'PhoneList', 'NoTables', 'Loading'] as const;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let canvas: HTMLElement | null = null;

afterEach(() => {
  act(() => root?.unmount());
  canvas?.remove();
  root = null;
  canvas = null;
});

describe.each(COLOR_MODES)('seating plan, %s mode', (colorMode) => {
  const annotations = { ...preview, initialGlobals: { ...preview.initialGlobals, colorMode } };
  const stories = composeStories(SeatingStories as never, annotations) as Record<
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
        .toMatchScreenshot(`seating-${name}-${colorMode}`, { timeout: 15_000 });
    });
  }
});
