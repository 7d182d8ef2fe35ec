import { act, cleanup, render, renderHook } from '@testing-library/react';
import { DEFAULT_CUSTOMIZATION } from '@wedding/core';
import { I18nProvider, ToastProvider } from '@wedding/ui';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PreviewPanel } from '../components/LivePreview/LivePreview';
import { type SaveTheme, ThemeStudioController } from './theme-studio-controller';
import { THEME_RESET_EVENT, useThemeStudio } from './use-theme-studio';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider locale="en">
    <ToastProvider>{children}</ToastProvider>
  </I18nProvider>
);
const save = vi.fn<SaveTheme>(async (customization, { version }) => ({
  customization,
  version: version + 1,
}));
const key = (init: KeyboardEventInit, target: EventTarget = window) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
  });

beforeEach(() => {
  save.mockClear();
});
// Each test's hook leaves the window listeners it added: unmounted after every test.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useThemeStudio: shortcuts and the reset event (docs/requirements.md A4)', () => {
  it('Ctrl+Z undoes and Ctrl+Shift+Z redoes, except while typing in a text field', () => {
    const { result } = renderHook(
      () => useThemeStudio({ customization: DEFAULT_CUSTOMIZATION, version: 1, save }),
      {
        wrapper,
      },
    );
    const controller = result.current;
    act(() => controller.setLayout('modern'));
    const input = document.createElement('input');
    document.body.append(input);
    key({ key: 'z', ctrlKey: true }, input);
    expect(controller.getState().draft.theme.layout).toBe('modern');
    key({ key: 'z', ctrlKey: true });
    expect(controller.getState().draft.theme.layout).toBe(DEFAULT_CUSTOMIZATION.theme.layout);
    key({ key: 'Z', ctrlKey: true, shiftKey: true });
    expect(controller.getState().draft.theme.layout).toBe('modern');
    input.remove();
  });

  it('Ctrl+R and the window event reset to the defaults and save them; the browser reload is prevented', async () => {
    const { result } = renderHook(
      () => useThemeStudio({ customization: DEFAULT_CUSTOMIZATION, version: 1, save }),
      {
        wrapper,
      },
    );
    act(() => result.current.setDensity('spacious'));
    const event = new KeyboardEvent('keydown', { key: 'r', ctrlKey: true, cancelable: true });
    await act(async () => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[0].density).toBe(DEFAULT_CUSTOMIZATION.density);
    act(() => result.current.setDensity('compact'));
    await act(async () => {
      window.dispatchEvent(new Event(THEME_RESET_EVENT));
    });
    expect(save).toHaveBeenCalledTimes(2);
    expect(result.current.getState().draft.density).toBe(DEFAULT_CUSTOMIZATION.density);
  });

  it('shortcuts can be left out', () => {
    const { result } = renderHook(
      () => useThemeStudio({ customization: DEFAULT_CUSTOMIZATION, version: 1, save, shortcuts: false }),
      { wrapper },
    );
    act(() => result.current.setLayout('romantic'));
    key({ key: 'z', ctrlKey: true });
    expect(result.current.getState().draft.theme.layout).toBe('romantic');
  });
});

const pageRenders = { count: 0 };

/** A page as a host renders it into the preview: a themed root with a layout. */
function Page() {
  pageRenders.count += 1;
  return (
    <div data-theme-root="" data-layout="classic">
      <p>Anna & Ben</p>
    </div>
  );
}

describe('PreviewPanel: an edit reaches the page through CSS variables, without re-rendering it', () => {
  it('writes the variables onto every themed root and the layout onto the page; the page renders once', async () => {
    const controller = new ThemeStudioController({ customization: DEFAULT_CUSTOMIZATION, version: 1, save });
    pageRenders.count = 0;
    const page = <Page />;
    const { container } = render(
      <PreviewPanel
        controller={controller}
        mode="light"
        viewport={{ width: 1024, height: 768 }}
        label="Preview"
      >
        {page}
      </PreviewPanel>,
      { wrapper },
    );
    const root = container.querySelector<HTMLElement>('[data-theme-root]');
    const before = root?.style.getPropertyValue('--wed-color-primary');
    expect(before).toMatch(/^oklch\(/);
    act(() => {
      controller.setColor('light', 'primary', 'oklch(0.45 0.2 30)');
      controller.setLayout('artdeco');
    });
    expect(root?.style.getPropertyValue('--wed-color-primary')).not.toBe(before);
    expect(root?.dataset.layout).toBe('artdeco');
    expect(pageRenders.count).toBe(1);
    controller.dispose();
  });
});
