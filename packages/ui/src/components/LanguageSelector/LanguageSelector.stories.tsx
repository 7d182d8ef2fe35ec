import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOCALES } from '@wedding/core';
import { expect, fn, within } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { LanguageSelector } from './LanguageSelector';

const meta = {
  title: 'Foundations/LanguageSelector',
  tags: ['autodocs'],
  component: LanguageSelector,
  decorators: [withUiProviders],
  args: { value: 'de', onChange: fn() },
} satisfies Meta<typeof LanguageSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OffersSixLanguages: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: new RegExp(deText('languageSelector.label')) });
    await expect(trigger).toHaveTextContent('Deutsch');
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(LOCALES.length);
    await expect(options.map((option) => option.textContent)).toEqual([
      'Deutsch',
      'English',
      'Polski',
      'Türkçe',
      'हिन्दी',
      'Español',
    ]);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Polski' }));
    await expect(args.onChange).toHaveBeenCalledWith('pl');
  },
};

export const ChoosingTheCurrentLanguageDoesNothing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(deText('languageSelector.label')) }));
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Deutsch' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Dark: Story = { args: { value: 'hi' }, ...dark };
