import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { frameText } from '../frame-text';
import { withSiteProviders } from '../story-support';
import { SiteLanguageSelector } from './SiteLanguageSelector';

const meta = {
  title: 'Guest site/Language selector',
  tags: ['autodocs'],
  component: SiteLanguageSelector,
  decorators: [withSiteProviders],
  args: { locale: 'de', onLocaleChange: fn() },
} satisfies Meta<typeof SiteLanguageSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLabel: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const name = frameText('header.language', 'de');
    await expect(canvas.getByText(name)).toBeVisible();
    const select = canvas.getByRole('combobox', { name });
    await userEvent.selectOptions(select, 'es');
    await expect(args.onLocaleChange).toHaveBeenCalledWith('es');
  },
};

export const LabelHiddenInABar: Story = {
  args: { hideLabel: true, locale: 'hi' },
  play: async ({ canvas }) => {
    // Still named for assistive technology, though the label is not shown.
    const name = frameText('header.language', 'hi');
    const select = canvas.getByRole('combobox', { name });
    await expect(select).toHaveDisplayValue('हिन्दी');
    await expect(canvas.getByText(name).getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const KeyboardAndTouchTarget: Story = {
  args: { hideLabel: true, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox');
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(getComputedStyle(select).outlineStyle).toBe('solid');
    await expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
