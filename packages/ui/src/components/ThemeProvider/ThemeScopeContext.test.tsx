import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import { useThemeRoot } from './ThemeRootContext';
import { systemDarkRule } from './ThemeScope';
import { attachThemeScope, serverThemeScope, ThemeScopeContext } from './ThemeScopeContext';

const cssVars = {
  light: { '--wed-color-background': 'white', '--wed-color-text': 'black' },
  dark: { '--wed-color-background': 'black', '--wed-color-text': 'white' },
};

function serverRenderedScope(): HTMLElement {
  const element = document.createElement('div');
  element.dataset.themeMode = 'light';
  element.dataset.themePreference = 'system';
  for (const [name, value] of Object.entries(cssVars.light)) element.style.setProperty(name, value);
  document.body.append(element);
  return element;
}

function darkDevice() {
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', () => ({
    matches: true,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
}

/** Shows where overlays would portal to. */
function PortalTarget() {
  const root = useThemeRoot();
  return <span data-testid="portal-target" data-is-scope={root?.dataset.themeMode !== undefined} />;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('attachThemeScope: a server-rendered ThemeScope taken over without rendering it', () => {
  it("repaints the element on a mode switch and reports the guest's choice", () => {
    const element = serverRenderedScope();
    const onModeChange = vi.fn();
    const scope = attachThemeScope(element, { cssVars, mode: 'system', onModeChange });
    scope.store.setPreference('dark');
    expect(element.style.getPropertyValue('--wed-color-background')).toBe('black');
    expect(element.dataset.themeMode).toBe('dark');
    expect(element.dataset.themePreference).toBe('dark');
    expect(onModeChange).toHaveBeenCalledExactlyOnceWith('dark');
  });

  it("follows the device's scheme for 'system' without reporting it as a choice", () => {
    darkDevice();
    const element = serverRenderedScope();
    const onModeChange = vi.fn();
    const scope = attachThemeScope(element, { cssVars, mode: 'system', onModeChange });
    expect(element.dataset.themeMode).toBe('light');
    scope.followSystem?.();
    scope.followSystem?.();
    expect(element.dataset.themeMode).toBe('dark');
    expect(element.style.getPropertyValue('--wed-color-text')).toBe('white');
    expect(onModeChange).not.toHaveBeenCalled();
  });

  it('gives a part rendered apart the mode store and the themed element, with no element of its own', async () => {
    const element = serverRenderedScope();
    const scope = attachThemeScope(element, { cssVars, mode: 'light' });
    const { container } = render(
      <ThemeScopeContext scope={scope}>
        <ThemeToggle />
        <PortalTarget />
      </ThemeScopeContext>,
    );
    // The toggle and the probe, nothing around them.
    expect(container.children).toHaveLength(2);
    expect(screen.getByTestId('portal-target').dataset.isScope).toBe('true');
    screen.getByRole('button').click();
    await vi.waitFor(() => expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('true'));
    expect(element.dataset.themeMode).toBe('dark');
  });

  it('renders the same toggle on the server from the page mode', () => {
    const { container } = render(
      <ThemeScopeContext scope={serverThemeScope('dark')}>
        <ThemeToggle />
      </ThemeScopeContext>,
    );
    expect(container.querySelector('button')?.getAttribute('aria-pressed')).toBe('true');
  });

  it('takes a new theme: painted at once, on later mode switches and in the system dark rule', () => {
    const element = serverRenderedScope();
    element.dataset.themeScope = 'r0';
    const rule = document.createElement('style');
    rule.textContent = systemDarkRule('r0', cssVars.dark);
    element.prepend(rule);
    const scope = attachThemeScope(element, { cssVars, mode: 'system' });
    const next = {
      light: { '--wed-color-background': 'ivory', '--wed-color-text': 'navy' },
      dark: { '--wed-color-background': 'navy', '--wed-color-text': 'ivory' },
    };
    scope.setCssVars(next);
    expect(element.style.getPropertyValue('--wed-color-background')).toBe('ivory');
    expect(rule.textContent).toBe(systemDarkRule('r0', next.dark));
    expect(rule.textContent).toContain('--wed-color-background:navy !important;');
    scope.store.setPreference('dark');
    expect(element.style.getPropertyValue('--wed-color-background')).toBe('navy');
    expect(element.style.getPropertyValue('--wed-color-text')).toBe('ivory');
  });
});
