import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_CUSTOMIZATION, translate } from '@wedding/core';
import type { SaveTheme } from '@wedding/theme-studio';
import { THEME_PRESETS } from '@wedding/tokens';
import { expect, fn, waitFor, within } from 'storybook/test';
import { demoSite } from '../../fixtures/design-fixtures';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, withDashboardProviders } from '../../story-support';
import { ThemeView } from './ThemeView';

const text = dashboardText('theme', 'de');
const premium = THEME_PRESETS.find((preset) => preset.isPremium);
const save: SaveTheme = async (customization, { version }) => ({ customization, version: version + 1 });

const meta = {
  title: 'Dashboard/Theme',
  tags: ['autodocs'],
  component: ThemeView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/dashboard/wedding/theme' },
  args: {
    weddingId: 'wedding-1',
    customization: DEFAULT_CUSTOMIZATION,
    version: 1,
    save: fn(save),
    site: demoSite,
    locale: 'de',
    isPremium: false,
    monitoring: false,
    describeError: () => null,
    now: new Date('2026-06-01T10:00:00.000Z'),
    versions: {
      versions: [],
      max: 20,
      onSave: fn(async () => undefined),
      onDelete: fn(async () => undefined),
      describeError: () => translate('saveError', 'de'),
    },
  },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <ThemeView {...args} />
    </div>
  ),
} satisfies Meta<typeof ThemeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The customizer with the guest site in its live preview; a premium preset offers the upgrade. */
export const WithoutPremium: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-preview-mode] [data-theme-root]')).not.toBeNull(),
    );
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(premium?.name ?? '') }));
    await expect(canvas.getByText(text('premium.body', { name: premium?.name ?? '' }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('premium.upgrade') })).toHaveAttribute(
      'href',
      '/dashboard/upgrade',
    );
  },
};

/** A premium wedding applies the preset and saves it with the version. */
export const Premium: Story = {
  args: { isPremium: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(premium?.name ?? '') }));
    await waitFor(() =>
      expect(args.save).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ version: 1 })),
    );
    await within(document.body).findByText(
      translate('theme.appliedAndSaved', 'de', { name: premium?.name ?? '' }),
    );
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
