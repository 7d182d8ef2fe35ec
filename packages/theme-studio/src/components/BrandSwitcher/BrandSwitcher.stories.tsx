import type { Meta, StoryObj } from '@storybook/react-vite';
import { BRAND_DROPDOWN_MAX_RESULTS } from '@wedding/core';
import { THEME_PRESETS } from '@wedding/tokens';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { studioText } from '../../i18n/use-studio-text';
import { withStudioProviders } from '../../story-helpers/decorators';
import { BrandSwitcher, type BrandSwitcherVariant, type SwitcherBrand } from './BrandSwitcher';

const { t } = studioText('de');
const BRANDS: SwitcherBrand[] = THEME_PRESETS.map((preset) => ({
  brandId: preset.id,
  brandName: preset.name,
  description: t(`preset.${preset.id}` as 'preset.classic-navy'),
  colors: preset.theme.colors,
}));

function Example({
  onSwitch,
  variant,
  brands = BRANDS,
}: {
  onSwitch: (brand: SwitcherBrand) => Promise<void>;
  variant?: BrandSwitcherVariant;
  brands?: SwitcherBrand[];
}) {
  const [current, setCurrent] = useState<string | null>('classic-navy');
  return (
    <div style={{ minHeight: '34rem' }}>
      <BrandSwitcher
        brands={brands}
        currentBrandId={current}
        variant={variant}
        onSwitch={async (brand) => {
          await onSwitch(brand);
          setCurrent(brand.brandId);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Theme studio/Brand switcher',
  tags: ['autodocs'],
  component: Example,
  decorators: [withStudioProviders],
  args: { onSwitch: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 150))) },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At most 8 with the hint, 'n of m brands', keys, the switching flag, success closes and says so. */
export const Dropdown: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { expanded: false });
    await userEvent.click(trigger);
    const search = canvas.getByRole('combobox', { name: t('switcher.searchLabel') });
    await expect(search).toHaveFocus();
    await expect(search).toHaveAttribute('placeholder', t('switcher.search'));
    await expect(canvas.getAllByRole('option')).toHaveLength(BRAND_DROPDOWN_MAX_RESULTS);
    await expect(canvas.getByText(t('switcher.count', { count: 8, total: BRANDS.length }))).toBeVisible();
    await expect(canvas.getByText(t('switcher.truncated', { count: 8 }))).toBeVisible();
    await userEvent.type(search, 'ocean');
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{End}{Home}{ArrowDown}{ArrowUp}{Enter}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-disabled', 'true'));
    await waitFor(() => expect(trigger).toHaveAttribute('aria-disabled', 'false'));
    await expect(args.onSwitch).toHaveBeenCalledWith(expect.objectContaining({ brandId: 'ocean-breeze' }));
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await within(document.body).findByText(t('switcher.switched', { name: 'Ocean Breeze' }));
    // Open again: the search was cleared.
    await userEvent.click(trigger);
    await expect(canvas.getByRole('combobox')).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Choosing the current brand does nothing. */
export const CurrentBrandDoesNothing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { expanded: false }));
    await userEvent.type(canvas.getByRole('combobox'), 'classic navy{Enter}');
    await expect(args.onSwitch).not.toHaveBeenCalled();
  },
};

/** 'No brands found' and 'Try adjusting your search terms'. */
export const NothingFound: Story = {
  args: { variant: 'compact' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'zzzz');
    await expect(canvas.getByText(t('switcher.empty'))).toBeVisible();
    await expect(canvas.getByText(t('switcher.emptyHint'))).toBeVisible();
  },
};

/** The compact listbox, as a grid. */
export const CompactGrid: Story = {
  args: { variant: 'compact', brands: BRANDS.slice(0, 6) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: t('view.grid') }));
    await expect(canvas.getByRole('listbox')).toHaveAttribute('data-layout', 'grid');
    await expect(canvas.queryByText(t('switcher.truncated', { count: 6 }))).toBeNull();
  },
};
