import type { Meta, StoryObj } from '@storybook/react-vite';
import { cssVarName, DEFAULT_CUSTOMIZATION, DENSITY_SPACING, themeToCssVars } from '@wedding/tokens';
import { useRef } from 'react';
import { expect, waitFor } from 'storybook/test';
import { formatMessage } from '../../i18n/format-message';
import { I18nProvider } from '../../i18n/I18nProvider';
import { uiMessages } from '../../i18n/messages';
import { Button } from '../Button/Button';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import { FontLoadNotice } from './FontLoadNotice';
import { ThemeProvider } from './ThemeProvider';
import { ThemeScope } from './ThemeScope';

const meta = {
  title: 'Foundations/ThemeProvider',
  tags: ['autodocs'],
  component: ThemeProvider,
  args: { mode: 'light', children: null },
} satisfies Meta<typeof ThemeProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

const primaryVar = cssVarName(['color', 'primary']);

/** Counts renders of a child: a mode switch must repaint through CSS variables without re-rendering it. */
function RenderCounter() {
  const renders = useRef(0);
  renders.current += 1;
  return <output data-testid="render-count">{renders.current}</output>;
}

function Sample() {
  return (
    <div style={{ display: 'grid', gap: '1rem', padding: '1.5rem', justifyItems: 'start' }}>
      <ThemeToggle />
      <Button>Speichern</Button>
      <RenderCounter />
    </div>
  );
}

export const SwitchesModeWithoutRerendering: Story = {
  render: (args) => (
    <I18nProvider>
      <ThemeProvider {...args}>
        <Sample />
      </ThemeProvider>
    </I18nProvider>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-theme-root]');
    if (!root) throw new Error('theme root missing');
    const light = themeToCssVars(DEFAULT_CUSTOMIZATION.theme, 'light');
    const dark = themeToCssVars(DEFAULT_CUSTOMIZATION.theme, 'dark');
    await expect(root.style.getPropertyValue(primaryVar)).toBe(light[primaryVar]);
    const rendersBefore = canvas.getByTestId('render-count').textContent;
    await userEvent.click(canvas.getByRole('button', { pressed: false }));
    await expect(root).toHaveAttribute('data-theme-mode', 'dark');
    await expect(root.style.getPropertyValue(primaryVar)).toBe(dark[primaryVar]);
    await expect(canvas.getByTestId('render-count').textContent).toBe(rendersBefore);
    await expect(canvas.getByRole('button', { pressed: true })).toBeVisible();
  },
};

export const Dark: Story = {
  args: { mode: 'dark' },
  render: SwitchesModeWithoutRerendering.render,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-theme-root]')).toHaveAttribute('data-theme-mode', 'dark');
  },
};

export const SystemFollowsPrefersColorScheme: Story = {
  args: { mode: 'system' },
  render: SwitchesModeWithoutRerendering.render,
  play: async ({ canvasElement }) => {
    const expected = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    await expect(canvasElement.querySelector('[data-theme-root]')).toHaveAttribute(
      'data-theme-mode',
      expected,
    );
  },
};

export const CompactDensity: Story = {
  args: { density: 'compact' },
  render: SwitchesModeWithoutRerendering.render,
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-theme-root]');
    await expect(root?.style.getPropertyValue(cssVarName(['space', 'card']))).toBe(
      DENSITY_SPACING.compact.card,
    );
    await expect(root).toHaveAttribute('data-density', 'compact');
  },
};

const missingFont = {
  ...DEFAULT_CUSTOMIZATION,
  theme: { ...DEFAULT_CUSTOMIZATION.theme, fonts: { heading: 'Wedding Missing Font', body: 'Inter' } },
};

export const FontLoadFailureUsesFallback: Story = {
  args: { customization: missingFont, mode: 'light' },
  render: (args) => (
    <I18nProvider locale="en">
      <ThemeProvider {...args}>
        <div style={{ padding: '1.5rem' }}>
          <FontLoadNotice />
        </div>
      </ThemeProvider>
    </I18nProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const expected = formatMessage(uiMessages.en['font.loadError'], { font: 'Wedding Missing Font' }, 'en');
    await expect(await canvas.findByText(expected)).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-theme-root]')).toHaveAttribute('data-font-status', 'error'),
    );
  },
};

const presetVars = {
  light: themeToCssVars(DEFAULT_CUSTOMIZATION.theme, 'light', 'comfortable'),
  dark: themeToCssVars(DEFAULT_CUSTOMIZATION.theme, 'dark', 'comfortable'),
};

/**
 * ThemeScope takes variables derived elsewhere (the public site derives them on the server). With the 'system'
 * preference the first paint is light inline plus a prefers-color-scheme rule for dark, so server HTML and the
 * first client render agree; choosing a mode drops the rule and paints that mode.
 */
export const ScopeWithServerDerivedVariables: Story = {
  render: () => (
    <I18nProvider>
      <ThemeScope cssVars={presetVars} mode="system" layout="classic" density="comfortable">
        <Sample />
      </ThemeScope>
    </I18nProvider>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-theme-root]');
    if (!root) throw new Error('theme root missing');
    const rule = root.querySelector('style')?.textContent ?? '';
    await expect(rule).toContain('@media (prefers-color-scheme: dark)');
    await expect(rule).toContain(`${primaryVar}:${presetVars.dark[primaryVar]} !important`);
    await expect(root).toHaveAttribute('data-theme-preference', 'system');
    await expect(root).toHaveAttribute('data-layout', 'classic');
    // Chromium runs the tests with a light operating-system scheme.
    await expect(getComputedStyle(root).getPropertyValue(primaryVar).trim()).toBe(
      presetVars.light[primaryVar],
    );
    await userEvent.click(canvas.getByRole('button', { pressed: false }));
    await expect(root).toHaveAttribute('data-theme-preference', 'dark');
    await expect(getComputedStyle(root).getPropertyValue(primaryVar).trim()).toBe(
      presetVars.dark[primaryVar],
    );
  },
};
