import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '@wedding/core';
import { DEFAULT_THEME, THEME_PRESETS } from '@wedding/tokens';
import { expect, fn, within } from 'storybook/test';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, withDashboardProviders } from '../../story-support';
import { CustomizeView, type DesignBrand } from './CustomizeView';

const text = dashboardText('customize', 'de');
const brands: DesignBrand[] = THEME_PRESETS.filter((preset) => !preset.isPremium).map((preset) => ({
  brandId: preset.id,
  brandName: preset.name,
  colors: preset.theme.colors,
  design: { theme: preset.theme, density: 'comfortable' },
}));

const meta = {
  title: 'Dashboard/Customize',
  tags: ['autodocs'],
  component: CustomizeView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/dashboard/wedding/customize' },
  args: {
    brands,
    currentBrandId: 'classic-navy',
    onSwitch: fn(async () => undefined),
    brand: {
      brandId: 'anna-und-ben',
      brandName: 'Anna und Ben',
      description: 'Classic Navy',
      colors: DEFAULT_THEME.colors,
      fonts: DEFAULT_THEME.fonts,
      layout: DEFAULT_THEME.layout,
    },
    density: 'comfortable',
    onSave: fn(async () => undefined),
    onClose: fn(),
    panelKey: 'one',
    onRefresh: fn(),
  },
  render: (args) => (
    <div style={{ padding: '1rem', minHeight: '40rem' }}>
      <CustomizeView {...args} />
    </div>
  ),
} satisfies Meta<typeof CustomizeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The switcher (presets and saved versions) above the brand panel, loaded on demand. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByRole('tab', { name: /Farben/ }, { timeout: 15_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(text('switcher')) }));
    await userEvent.type(canvas.getByRole('combobox'), 'sage{Enter}');
    await expect(args.onSwitch).toHaveBeenCalledWith(expect.objectContaining({ brandId: 'sage-modern' }));
  },
};

/** The panel's code could not be loaded: the spec's retry screen. */
export const PanelLoadFailed: Story = {
  args: { loadPanel: () => Promise.reject(new Error('offline')) },
  play: async ({ canvas, userEvent, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(translate('brand.panelLoadFailed', 'de'))).toBeVisible();
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
