import { composeStories } from '@storybook/react-vite';
import { COLOR_MODES } from '@wedding/tokens';
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../../../.storybook/preview';
import * as BrandPanelStories from '../../src/components/BrandPanel/BrandPanel.stories';
import * as BrandSwitcherStories from '../../src/components/BrandSwitcher/BrandSwitcher.stories';
import * as ColorPickerStories from '../../src/components/ColorPicker/ColorPicker.stories';
import * as ColorsPanelStories from '../../src/components/ColorsPanel/ColorsPanel.stories';
import * as ContrastCheckerStories from '../../src/components/ContrastChecker/ContrastChecker.stories';
import * as DensitySelectorStories from '../../src/components/DensitySelector/DensitySelector.stories';
import * as LayoutSelectorStories from '../../src/components/LayoutSelector/LayoutSelector.stories';
import * as LivePreviewStories from '../../src/components/LivePreview/LivePreview.stories';
import * as PerformancePanelStories from '../../src/components/PerformancePanel/PerformancePanel.stories';
import * as ThemeCustomizerStories from '../../src/components/ThemeCustomizer/ThemeCustomizer.stories';
import * as ThemeGalleryStories from '../../src/components/ThemeGallery/ThemeGallery.stories';
import * as TypographySelectorStories from '../../src/components/TypographySelector/TypographySelector.stories';
import * as VersionsPanelStories from '../../src/components/VersionsPanel/VersionsPanel.stories';

/**
 * Visual regression of every theme-studio component in light and dark: one story each (its first state, before any
 * play), rendered with the root Storybook's annotations. Baselines in __screenshots__ are made with Debian's chromium
 * and fonts (`pnpm run test:stories:update`); with CI=true a missing baseline fails instead of being written.
 */
type StoryModule = Parameters<typeof composeStories>[0];
interface Shot {
  name: string;
  module: StoryModule;
  story: string;
  width: number;
  /** Ready when this holds (lazy chunks, fonts, the previewed page). */
  ready?: (canvas: HTMLElement) => boolean;
}

const sitePainted = (canvas: HTMLElement) =>
  canvas.querySelector('[data-preview-mode] [data-theme-root]') !== null;

const SHOTS: Shot[] = [
  { name: 'color-picker', module: ColorPickerStories, story: 'Default', width: 720 },
  { name: 'contrast-checker', module: ContrastCheckerStories, story: 'WarningAndFix', width: 720 },
  { name: 'colors-panel', module: ColorsPanelStories, story: 'Default', width: 720 },
  {
    name: 'typography-selector',
    module: TypographySelectorStories,
    story: 'Heading',
    width: 720,
    ready: (canvas) => canvas.querySelector('[data-font-status="loaded"]') !== null,
  },
  { name: 'layout-selector', module: LayoutSelectorStories, story: 'Grid', width: 900 },
  { name: 'density-selector', module: DensitySelectorStories, story: 'Buttons', width: 720 },
  { name: 'density-slider', module: DensitySelectorStories, story: 'Slider', width: 720 },
  { name: 'theme-gallery', module: ThemeGalleryStories, story: 'Default', width: 1100 },
  { name: 'theme-gallery-locked', module: ThemeGalleryStories, story: 'PremiumLocked', width: 720 },
  { name: 'live-preview', module: LivePreviewStories, story: 'Both', width: 1000, ready: sitePainted },
  { name: 'performance-panel', module: PerformancePanelStories, story: 'WithSlowSample', width: 720 },
  { name: 'versions-panel', module: VersionsPanelStories, story: 'SaveRestoreDelete', width: 720 },
  {
    name: 'theme-customizer',
    module: ThemeCustomizerStories,
    story: 'ApplyPresetAndUndo',
    width: 1280,
    ready: sitePainted,
  },
  {
    name: 'brand-panel',
    module: BrandPanelStories,
    story: 'AutoSave',
    width: 900,
    ready: (canvas) => canvas.querySelector('[role="tablist"]') !== null,
  },
  {
    name: 'brand-panel-load-failed',
    module: BrandPanelStories,
    story: 'LoadFailed',
    width: 720,
    ready: (canvas) => canvas.querySelector('[role="alert"]') !== null,
  },
  { name: 'brand-switcher', module: BrandSwitcherStories, story: 'CompactGrid', width: 720 },
];

// Tells React this is a test environment, so act() flushes effects without warnings.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Screenshots compare pixels: no motion, no blinking caret.
const freeze = document.createElement('style');
freeze.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
document.head.append(freeze);

let root: Root | null = null;
let canvas: HTMLElement | null = null;

afterEach(() => {
  act(() => root?.unmount());
  canvas?.remove();
  root = null;
  canvas = null;
});

describe.each(COLOR_MODES)('theme studio components, %s mode', (colorMode) => {
  const annotations = { ...preview, initialGlobals: { ...preview.initialGlobals, colorMode } };
  for (const shot of SHOTS) {
    test(shot.name, async () => {
      const stories = composeStories(shot.module, annotations) as Record<string, ComponentType>;
      const Story = stories[shot.story];
      if (!Story) throw new Error(`${shot.name}: no story ${shot.story}`);
      canvas = document.createElement('div');
      canvas.style.width = `${shot.width}px`;
      document.body.append(canvas);
      const mount = createRoot(canvas);
      root = mount;
      await act(async () => mount.render(<Story />));
      if (shot.ready) {
        const target = canvas;
        await expect.poll(() => shot.ready?.(target), { timeout: 15_000 }).toBe(true);
      }
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await expect
        .element(page.elementLocator(canvas))
        .toMatchScreenshot(`${shot.name}-${colorMode}`, { timeout: 20_000 });
    });
  }
});
