import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_THEME, type ThemeSettings } from '@wedding/tokens';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { studioText } from '../../i18n/use-studio-text';
import { checkThemeContrast } from '../../logic/contrast-pairs';
import { fixThemeContrast } from '../../logic/fix-contrast';
import { withStudioProviders } from '../../story-helpers/decorators';
import { ContrastChecker } from './ContrastChecker';

const { t } = studioText('de');
const lowContrast: ThemeSettings = {
  ...DEFAULT_THEME,
  colors: {
    ...DEFAULT_THEME.colors,
    light: { ...DEFAULT_THEME.colors.light, primary: 'oklch(0.92 0.04 80)' },
  },
};

function Example({ theme, onFix }: { theme: ThemeSettings; onFix: (scope: object) => void }) {
  const [current, setCurrent] = useState(theme);
  return (
    <div style={{ maxWidth: '40rem' }}>
      <ContrastChecker
        theme={current}
        mode="light"
        onFix={(scope) => {
          onFix(scope);
          setCurrent(fixThemeContrast(current, scope));
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Theme studio/Contrast checker',
  tags: ['autodocs'],
  component: Example,
  decorators: [withStudioProviders],
  args: { theme: lowContrast, onFix: fn() },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A pale primary on white: the warning below 3:1, and one action that fixes every failing pair. */
export const WarningAndFix: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const failing = checkThemeContrast(lowContrast).filter(
      (check) => check.mode === 'light' && check.level === 'fail',
    );
    await expect(canvas.getByText(t('contrast.warning', { count: failing.length }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('contrast.fixAll') }));
    await expect(args.onFix).toHaveBeenCalledWith({ mode: 'light' });
    await waitFor(() => expect(canvas.getByText(t('contrast.allPass'))).toBeVisible());
    await expect(canvas.getByRole('button', { name: t('contrast.fixAll') })).toBeDisabled();
  },
};

/** One pair at a time. */
export const FixOnePair: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const pair = t('contrast.pair', { pair: t('pair.primary-on-background'), mode: t('mode.light') });
    await userEvent.click(canvas.getByRole('button', { name: t('contrast.fixOne', { pair }) }));
    await expect(args.onFix).toHaveBeenCalledWith({ mode: 'light', pairIds: ['primary-on-background'] });
  },
};

/** The default theme passes everywhere. */
export const AllPass: Story = {
  args: { theme: DEFAULT_THEME },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('contrast.allPass'))).toBeVisible();
  },
};
