import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { PhoneInput } from './PhoneInput';

const meta = {
  title: 'Forms/PhoneInput',
  tags: ['autodocs'],
  component: PhoneInput,
  decorators: [withUiProviders],
  args: { label: 'Telefon', onChange: fn() },
} satisfies Meta<typeof PhoneInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Telefon' });
    await expect(within(group).getByRole('combobox', { name: deText('phoneInput.dialCode') })).toHaveValue(
      '+49 Deutschland',
    );
    await expect(within(group).getByRole('textbox', { name: deText('phoneInput.number') })).toHaveValue('');
  },
};

export const FilledFromStoredPhone: Story = {
  args: { defaultValue: '+43 660 1234567' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: deText('phoneInput.dialCode') })).toHaveValue(
      '+43 Österreich',
    );
    await expect(canvas.getByRole('textbox', { name: deText('phoneInput.number') })).toHaveValue(
      '660 1234567',
    );
  },
};

export const GuestCharactersFilteredAndStoredFormat: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const number = canvas.getByRole('textbox', { name: deText('phoneInput.number') });
    await userEvent.type(number, '(0170) 123.45-6 ab+');
    await expect(number).toHaveValue('0170 12345-6 +');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      { dialCode: '+49', number: '0170 12345-6 +' },
      '+49 0170 12345-6 +',
    );
  },
};

export const RsvpVariantDropsPlus: Story = {
  args: { variant: 'rsvp' },
  play: async ({ canvas, userEvent, args }) => {
    const number = canvas.getByRole('textbox', { name: deText('phoneInput.number') });
    await userEvent.type(number, '+170-123 45x');
    await expect(number).toHaveValue('170-123 45');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      { dialCode: '+49', number: '170-123 45' },
      '+49 170-123 45',
    );
  },
};

export const DialCodeChangeBySearch: Story = {
  args: { defaultValue: { dialCode: '+49', number: '532 123 45 67' } },
  play: async ({ canvas, userEvent, args }) => {
    const dialCode = canvas.getByRole('combobox', { name: deText('phoneInput.dialCode') });
    await userEvent.clear(dialCode);
    await userEvent.type(dialCode, 'türk');
    const list = await within(document.body).findByRole('listbox');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['+90 Türkei']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(dialCode).toHaveValue('+90 Türkei');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      { dialCode: '+90', number: '532 123 45 67' },
      '+90 532 123 45 67',
    );
  },
};

export const DialCodeSearchByNumber: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialCode = canvas.getByRole('combobox', { name: deText('phoneInput.dialCode') });
    await userEvent.clear(dialCode);
    await userEvent.type(dialCode, '+1');
    const list = await within(document.body).findByRole('listbox');
    const names = within(list)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(names.slice(0, 2)).toEqual(['+1 Vereinigte Staaten', '+1 Kanada']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(dialCode).toHaveValue('+1 Kanada');
    const number = canvas.getByRole('textbox', { name: deText('phoneInput.number') });
    await userEvent.type(number, '555-0100');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      { dialCode: '+1', number: '555-0100' },
      '+1 555-0100',
    );
    await expect(dialCode).toHaveValue('+1 Kanada');
  },
};

export const WithError: Story = {
  args: {
    defaultValue: '+49 12',
    errorMessage: 'Bitte geben Sie eine gültige Telefonnummer mit Ländervorwahl ein',
  },
  play: async ({ canvas }) => {
    const number = canvas.getByRole('textbox', { name: deText('phoneInput.number') });
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige Telefonnummer mit Ländervorwahl ein',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '+49 170 1234567' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: deText('phoneInput.dialCode') })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: deText('phoneInput.number') })).toBeDisabled();
  },
};

export const NarrowScreen: Story = {
  args: { defaultValue: '+44 20 7946 0958', name: 'phone' },
  decorators: [
    (Story) => (
      <div style={{ width: '312px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole('group', { name: 'Telefon' });
    const dialCode = canvas.getByRole('combobox', { name: deText('phoneInput.dialCode') });
    const number = canvas.getByRole('textbox', { name: deText('phoneInput.number') });
    const groupBox = group.getBoundingClientRect();
    await expect(dialCode.getBoundingClientRect().top).toBe(number.getBoundingClientRect().top);
    await expect(number.getBoundingClientRect().right).toBeLessThanOrEqual(groupBox.right + 0.5);
    await expect(canvasElement.querySelector('input[type="hidden"][name="phone"]')).toHaveValue(
      '+44 20 7946 0958',
    );
  },
};

export const Dark: Story = { args: { defaultValue: '+41 79 123 45 67' }, ...dark };
