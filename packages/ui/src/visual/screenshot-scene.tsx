import '@wedding/tokens/css/tokens.css';
import type { ColorMode, Locale } from '@wedding/core';
import { act, type CSSProperties, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { ThemeProvider } from '../components/ThemeProvider/ThemeProvider';
import { I18nProvider } from '../i18n/I18nProvider';

// React's act() warns unless the environment declares itself a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Screenshots compare pixels, so motion is switched off and a fixed system font stack is painted.
const freeze = document.createElement('style');
freeze.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; } [data-theme-root] { --wed-font-body: "DejaVu Sans", sans-serif; --wed-font-heading: "DejaVu Serif", serif; }';
document.head.append(freeze);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.querySelector('#visual-root')?.remove();
});

/** Scene layouts: components stacked (start-aligned or stretched) or side by side. */
export const sceneLayouts = {
  stacked: { padding: '16px', display: 'grid', gap: '12px', justifyItems: 'start' },
  stretched: { padding: '16px', display: 'grid', gap: '12px' },
  roomy: { padding: '16px', display: 'grid', gap: '24px' },
  row: { padding: '16px', display: 'flex', gap: '12px', alignItems: 'start' },
} as const satisfies Record<string, CSSProperties>;

export interface SceneOptions {
  /** Baseline name; the colour mode is appended. */
  name: string;
  mode: ColorMode;
  locale?: Locale;
  width?: string;
  layout?: keyof typeof sceneLayouts;
}

/** Renders `node` themed in one colour mode and compares it with its committed baseline. */
export async function shootScene(
  { name, mode, locale = 'de', width = '640px', layout = 'stacked' }: SceneOptions,
  node: ReactNode,
): Promise<void> {
  const container = document.createElement('div');
  container.id = 'visual-root';
  container.style.width = width;
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <I18nProvider locale={locale}>
        <ThemeProvider mode={mode}>
          <div data-testid="shot" style={sceneLayouts[layout]}>
            {node}
          </div>
        </ThemeProvider>
      </I18nProvider>,
    ),
  );
  await document.fonts.ready;
  await expect.element(page.getByTestId('shot')).toMatchScreenshot(`${name}-${mode}`);
}
