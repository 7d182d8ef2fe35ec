import type { Meta, StoryObj } from '@storybook/react-vite';
import { RSVP_MESSAGE_MAX_LENGTH } from '@wedding/core';
import { expect } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  tags: ['autodocs'],
  component: TextArea,
  decorators: [withUiProviders],
  args: { label: 'Nachricht an das Brautpaar', maxLength: RSVP_MESSAGE_MAX_LENGTH },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CountsCharacters: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByText(deText('textArea.counter', { count: 0, max: RSVP_MESSAGE_MAX_LENGTH })),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox'), 'Hallo!');
    await expect(
      canvas.getByText(deText('textArea.counter', { count: 6, max: RSVP_MESSAGE_MAX_LENGTH })),
    ).toBeVisible();
  },
};

export const StopsAtTheLimit: Story = {
  args: { maxLength: 5, label: 'Kurz' },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'Kurz' });
    await userEvent.type(box, '123456');
    await expect(box).toHaveValue('12345');
    const counter = canvas.getByText(deText('textArea.counter', { count: 5, max: 5 }));
    await expect(counter).toHaveAttribute('data-at-limit', 'true');
  },
};

export const Dark: Story = { args: { defaultValue: 'Wir freuen uns sehr!' }, ...dark };
