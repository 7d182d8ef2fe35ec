import type { Meta, StoryObj } from '@storybook/react-vite';
import { THEME_GALLERY_MIN_WIDTH_REM } from '@wedding/core';
import { THEME_PRESETS } from '@wedding/tokens';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { studioText } from '../../i18n/use-studio-text';
import { atPhoneWidth, withStudioProviders } from '../../story-helpers/decorators';
import { ThemeGallery, type ThemeGalleryProps } from './ThemeGallery';

const { t } = studioText('de');
const premiumPreset = THEME_PRESETS.find((preset) => preset.isPremium);

function Example(props: Omit<ThemeGalleryProps, 'selectedId'>) {
  const [selected, setSelected] = useState<string | null>('classic-navy');
  return (
    <ThemeGallery
      {...props}
      selectedId={selected}
      onSelect={(preset) => {
        props.onSelect(preset);
        setSelected(preset.id);
      }}
    />
  );
}

const meta = {
  title: 'Theme studio/Theme gallery',
  tags: ['autodocs'],
  component: Example,
  decorators: [withStudioProviders],
  args: { isPremiumPlan: true, onSelect: fn(), onPremiumRequired: fn() },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cards with palette, popular star, premium marker, category badge and the selected check; choosing one. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('list', { name: t('gallery.label') });
    await expect(within(list).getAllByRole('button')).toHaveLength(THEME_PRESETS.length);
    const selected = within(list).getByRole('button', { pressed: true });
    await expect(selected).toHaveTextContent('Classic Navy');
    await expect(selected).toHaveTextContent(t('gallery.selected'));
    await userEvent.click(within(list).getByRole('button', { name: /Ocean Breeze/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'ocean-breeze' }));
    await expect(within(list).getByRole('button', { name: /Ocean Breeze/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Search, category and sort narrow and order the list; sizes change the grid's minimum width. */
export const SearchFilterSort: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: t('gallery.search') }), 'gold');
    const list = canvas.getByRole('list', { name: t('gallery.label') });
    await expect(within(list).getAllByRole('button').length).toBeLessThan(THEME_PRESETS.length);
    await userEvent.clear(canvas.getByRole('searchbox', { name: t('gallery.search') }));
    await userEvent.type(canvas.getByRole('searchbox', { name: t('gallery.search') }), 'zzzz');
    await expect(canvas.getByText(t('gallery.empty'))).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: t('gallery.search') }));
    await userEvent.click(canvas.getByRole('radio', { name: t('gallery.size.lg') }));
    await expect(canvas.getByRole('list', { name: t('gallery.label') })).toHaveStyle({
      '--card-min': `${THEME_GALLERY_MIN_WIDTH_REM.lg}rem`,
    });
    await userEvent.click(canvas.getByRole('radio', { name: t('view.list') }));
    await expect(canvas.getByRole('list', { name: t('gallery.label') })).toHaveAttribute('data-view', 'list');
  },
};

/** Without premium a premium preset asks for the upgrade instead of applying (the server refuses it too). */
export const PremiumLocked: Story = {
  args: { isPremiumPlan: false },
  play: async ({ canvas, userEvent, args }) => {
    const card = canvas.getByRole('button', { name: new RegExp(premiumPreset?.name ?? '') });
    await expect(card).toHaveAccessibleDescription(t('gallery.premiumLocked'));
    await userEvent.click(card);
    await expect(args.onPremiumRequired).toHaveBeenCalledWith(premiumPreset);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Phone: Story = { ...atPhoneWidth };
