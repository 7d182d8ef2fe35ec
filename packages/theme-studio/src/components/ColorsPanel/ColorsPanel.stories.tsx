import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_THEME, type ThemeSettings } from '@wedding/tokens';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { studioText } from '../../i18n/use-studio-text';
import { fixThemeContrast } from '../../logic/fix-contrast';
import { atPhoneWidth, withStudioProviders } from '../../story-helpers/decorators';
import { ColorsPanel } from './ColorsPanel';

const { t } = studioText('de');

function Example({ onColorChange }: { onColorChange: (...args: unknown[]) => void }) {
  const [theme, setTheme] = useState<ThemeSettings>(DEFAULT_THEME);
  return (
    <ColorsPanel
      theme={theme}
      onColorChange={(mode, role, value) => {
        onColorChange(mode, role, value);
        setTheme((current) => ({
          ...current,
          colors: { ...current.colors, [mode]: { ...current.colors[mode], [role]: value } },
        }));
      }}
      onFixContrast={(scope) => setTheme((current) => fixThemeContrast(current, scope))}
    />
  );
}

const meta = {
  title: 'Theme studio/Colours panel',
  tags: ['autodocs'],
  component: Example,
  decorators: [withStudioProviders],
  args: { onColorChange: fn() },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing the mode and the colour; a low-contrast primary shows the warning, the fix clears it. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: t('mode.dark') }));
    await userEvent.click(canvas.getByRole('radio', { name: t('mode.light') }));
    await userEvent.click(canvas.getByRole('radio', { name: t('role.primary') }));
    const field = canvas.getByRole('textbox', { name: t('picker.value') });
    await userEvent.clear(field);
    await userEvent.type(field, 'oklch(0.95 0.03 90){Enter}');
    await expect(args.onColorChange).toHaveBeenCalledWith('light', 'primary', 'oklch(0.9500 0.0300 90.00)');
    await expect(await canvas.findByText(/^Warnung:/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('contrast.fixAll') }));
    await waitFor(() => expect(canvas.getByText(t('contrast.allPass'))).toBeVisible());
  },
};

export const Phone: Story = { ...atPhoneWidth };
