/** Time a story gets to settle (fixture queries, lazy parts) before axe runs on its dark render. */
const SETTLE_LIMIT_MS = 1_000;

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Waits for two frames, then while anything says it is busy (a loading list, a pending form), up to the limit. */
async function settle(): Promise<void> {
  // The preview decorator puts the colorMode global on <html>: a dark test must never pass on a light render.
  if (document.documentElement.dataset.colorMode !== 'dark')
    throw new Error('the dark story test rendered light');
  await nextFrame();
  await nextFrame();
  const deadline = performance.now() + SETTLE_LIMIT_MS;
  while (document.querySelector('[aria-busy="true"]') && performance.now() < deadline) await nextFrame();
}

/**
 * The axe rules that read colours: what changes between the palettes. Names, roles and the rest of the structure
 * are the same in both modes and are checked by the light test.
 */
const PALETTE_RULES = ['color-contrast', 'link-in-text-block'];

interface StoryLike {
  globals?: Record<string, unknown>;
  parameters?: Record<string, unknown>;
  play?: unknown;
}

/**
 * The dark copy of a story for the dark test that storyDarkVariantsPlugin adds: the story's own globals with
 * colorMode 'dark', axe limited to the palette rules (Storybook merges these parameters into the story's own),
 * and instead of its play function a wait until the render has settled.
 */
export function inDarkWithoutPlay<T extends StoryLike>(story: T): T {
  return {
    ...story,
    globals: { ...story.globals, colorMode: 'dark' },
    parameters: {
      ...story.parameters,
      a11y: { options: { runOnly: { type: 'rule', values: PALETTE_RULES } } },
    },
    play: settle,
  };
}
