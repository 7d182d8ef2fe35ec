import '@wedding/tokens/css/tokens.css';
import { composeStories } from '@storybook/react-vite';
import { COLOR_MODES } from '@wedding/core';
import type { ComponentType, ReactNode } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { Spinner } from '../components/Spinner/Spinner';
import { ThemeProvider } from '../components/ThemeProvider/ThemeProvider';
import { I18nProvider } from '../i18n/I18nProvider';

// React's act() warns unless the environment declares itself a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Screenshots compare pixels, so motion is switched off and a fixed system font stack is painted.
const freeze = document.createElement('style');
freeze.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; } [data-theme-root] { --wed-font-body: "DejaVu Sans", sans-serif; --wed-font-heading: "DejaVu Serif", serif; }';
document.head.append(freeze);

// Components that animate in script (StatCard count-up) show their final state under reduced motion.
const realMatchMedia = window.matchMedia.bind(window);
window.matchMedia = (query: string) =>
  query.includes('prefers-reduced-motion: reduce') ? realMatchMedia('all') : realMatchMedia(query);

type StoryModule = Record<string, unknown>;
type ComposedStory = ComponentType<Record<string, unknown>> & { args?: Record<string, unknown> };

const storyModules = import.meta.glob<StoryModule>('../components/*/*.stories.tsx', { eager: true });
// Module namespaces list exports alphabetically; the source text gives the author's order ("first story").
const storySources = import.meta.glob<string>('../components/*/*.stories.tsx', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const componentSources = import.meta.glob('../components/*/*.tsx');

const PREFERRED_STORIES = ['Default', 'Playground'];
const DENSITY_COMPONENTS = ['Card', 'Button', 'TextField'];
const EXTRA_DENSITIES = ['compact', 'spacious'] as const;

/** Components without a story file are rendered directly here, so none is left out silently. */
const withoutStories: Record<string, ReactNode> = {
  Spinner: <Spinner />,
};

function componentName(path: string): string {
  const name = path.split('/').at(-2);
  if (!name) throw new Error(`no component folder in ${path}`);
  return name;
}

/** A folder may hold more than one story file (DatePicker and its CalendarButton); each is shot under its own name. */
function storyFileName(path: string): string {
  const name = path
    .split('/')
    .at(-1)
    ?.replace(/\.stories\.tsx$/, '');
  if (!name) throw new Error(`no story file name in ${path}`);
  return name;
}

function storyOrder(source: string): string[] {
  return [...source.matchAll(/^export const (\w+)\b/gm)].map((match) => match[1] ?? '');
}

function pickStoryName(path: string): string {
  const order = storyOrder(storySources[path] ?? '');
  const picked = PREFERRED_STORIES.find((name) => order.includes(name)) ?? order[0];
  if (!picked) throw new Error(`${path} exports no story`);
  return picked;
}

function composeFor(path: string, globals: Record<string, string>): ComposedStory {
  const module = storyModules[path];
  if (!module) throw new Error(`story module ${path} missing`);
  const stories = composeStories(module as Parameters<typeof composeStories>[0], {
    initialGlobals: globals,
  }) as Record<string, ComposedStory>;
  const story = stories[pickStoryName(path)];
  if (!story) throw new Error(`story ${pickStoryName(path)} of ${path} did not compose`);
  return story;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.querySelector('#visual-root')?.remove();
});

/**
 * Element screenshots are cut at the bottom of the 600 px test frame (a taller frame is scaled down, blurring
 * every shot), so a taller story is captured in stacked slices: transparent, click-through boxes laid over it.
 */
const SLICE_HEIGHT = 560;

async function shoot(name: string, node: ReactNode) {
  const container = document.createElement('div');
  container.id = 'visual-root';
  container.style.width = '720px';
  container.style.position = 'relative';
  const mount = document.createElement('div');
  container.append(mount);
  document.body.append(container);
  root = createRoot(mount);
  // ThemeProvider settles its font-loading state asynchronously; layout-measuring effects (virtualised
  // rows, grids) settle within a frame or two. Both happen inside act so React flushes them first.
  await act(async () => {
    root?.render(node);
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const height = Math.ceil(mount.getBoundingClientRect().height);
  const slices = Math.max(1, Math.ceil(height / SLICE_HEIGHT));
  for (let index = 0; index < slices; index += 1) {
    const slice = document.createElement('div');
    slice.dataset.testid = `slice-${index}`;
    const top = index * SLICE_HEIGHT;
    Object.assign(slice.style, {
      position: 'absolute',
      insetInline: '0',
      top: `${top}px`,
      height: `${Math.min(SLICE_HEIGHT, height - top)}px`,
      pointerEvents: 'none',
    });
    container.append(slice);
    const sliceName = slices === 1 ? name : `${name}-part${index + 1}of${slices}`;
    await expect.element(page.getByTestId(`slice-${index}`)).toMatchScreenshot(sliceName);
  }
}

function renderStory(path: string, mode: string, density?: string) {
  const Story = composeFor(path, density ? { colorMode: mode, density } : { colorMode: mode });
  // ThemeProvider's own story takes the mode as an arg instead of the story decorator's global.
  const modeArgs = Story.args && 'mode' in Story.args ? { mode } : {};
  return <Story {...modeArgs} />;
}

const storyPaths = Object.keys(storyModules).sort();

describe('visual regression: every component in light and dark', () => {
  it('covers every component folder with a story or a direct render', () => {
    const folders = new Set(Object.keys(componentSources).map(componentName));
    const covered = new Set([...storyPaths.map(componentName), ...Object.keys(withoutStories)]);
    expect([...folders].filter((folder) => !covered.has(folder))).toEqual([]);
  });

  for (const mode of COLOR_MODES) {
    for (const path of storyPaths) {
      const component = storyFileName(path);
      it(`${component} ${pickStoryName(path)} (${mode})`, async () => {
        await shoot(`${component}-${mode}`, renderStory(path, mode));
      });
    }
    for (const [component, node] of Object.entries(withoutStories)) {
      it(`${component} direct render (${mode})`, async () => {
        await shoot(
          `${component}-${mode}`,
          <I18nProvider locale="de">
            <ThemeProvider mode={mode}>
              <div style={{ padding: '1.5rem', display: 'grid', justifyItems: 'start' }}>{node}</div>
            </ThemeProvider>
          </I18nProvider>,
        );
      });
    }
  }
});

describe('visual regression: compact and spacious densities', () => {
  for (const component of DENSITY_COMPONENTS) {
    const path = storyPaths.find((candidate) => componentName(candidate) === component);
    for (const density of EXTRA_DENSITIES) {
      for (const mode of COLOR_MODES) {
        it(`${component} ${density} (${mode})`, async () => {
          if (!path) throw new Error(`${component} has no stories`);
          await shoot(`${component}-${density}-${mode}`, renderStory(path, mode, density));
        });
      }
    }
  }
});
