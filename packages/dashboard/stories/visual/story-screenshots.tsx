import { composeStories } from '@storybook/react-vite';
import { COLOR_MODES } from '@wedding/tokens';
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { cdp, page } from 'vitest/browser';
import preview from '../../../../.storybook/preview';

/** Per screen: its stories module and the stories to draw. */
export type ScreenStories = Record<string, readonly [storiesModule: object, names: readonly string[]]>;

/**
 * Screenshots of stories in light and dark, each as its story renders before any interaction (the interactions are
 * the stories' play tests), 1200 px wide; a reference is named `<screen>-<story>-<mode>`. Baselines live beside the
 * calling file in __screenshots__, made with Debian's chromium and fonts (`pnpm run test:stories:update`); with
 * CI=true a missing baseline fails instead of being written. `reducedMotion`: stat cards and other count-ups show
 * their final numbers at once, so a reference never catches them mid-count.
 */
export function describeStoryScreenshots(
  title: string,
  screens: ScreenStories,
  { reducedMotion = false }: { reducedMotion?: boolean } = {},
): void {
  // Tells React this is a test environment, so act() flushes effects without warnings.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  let root: Root | null = null;
  let canvas: HTMLElement | null = null;

  if (reducedMotion) {
    const features = [{ name: 'prefers-reduced-motion', value: 'reduce' }];
    beforeAll(() => cdp().send('Emulation.setEmulatedMedia', { features }));
    afterAll(() => cdp().send('Emulation.setEmulatedMedia', { features: [] }));
  }
  afterEach(() => {
    act(() => root?.unmount());
    canvas?.remove();
    root = null;
    canvas = null;
  });

  describe.each(COLOR_MODES)(`${title}, %s mode`, (colorMode) => {
    const annotations = { ...preview, initialGlobals: { ...preview.initialGlobals, colorMode } };
    for (const [screen, [storiesModule, names]] of Object.entries(screens)) {
      const stories = composeStories(storiesModule as never, annotations) as Record<
        string,
        ComponentType & { storyName: string }
      >;
      for (const name of names) {
        test(`${screen} / ${name}`, async () => {
          const Story = stories[name];
          if (!Story) throw new Error(`no story ${name} in ${screen}`);
          canvas = document.createElement('div');
          canvas.style.width = '1200px';
          document.body.append(canvas);
          const mount = createRoot(canvas);
          root = mount;
          await act(async () => mount.render(<Story />));
          await document.fonts.ready;
          await expect
            .element(page.elementLocator(canvas))
            .toMatchScreenshot(`${screen}-${name}-${colorMode}`, { timeout: 15_000 });
        });
      }
    }
  });
}
