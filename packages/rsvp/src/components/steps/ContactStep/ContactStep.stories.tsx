import '@wedding/ui/styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_LOCALE } from '@wedding/core';
import { expect } from 'storybook/test';
import {
  labelled,
  storyLocale,
  text,
  uiText,
  WizardAtStep,
  withRsvpTheme,
} from '../../../test-support/story-support';

const meta = {
  title: 'RSVP/Steps/ContactStep',
  component: WizardAtStep,
  decorators: [withRsvpTheme],
  args: { slug: 'contact-step', locale: DEFAULT_LOCALE, step: 1, draft: {} },
  render: (args, { globals }) => <WizardAtStep {...args} locale={storyLocale(globals)} />,
} satisfies Meta<typeof WizardAtStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Name, optional email and the phone with its dial-code picker; a returning guest finds them filled in. */
export const Filled: Story = {
  args: {
    draft: { name: 'Anna Schmidt', email: 'anna@example.org', dialCode: '+43', phoneNumber: '660 1234567' },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: labelled(text('rsvp.nameLabel')) })).toHaveValue(
      'Anna Schmidt',
    );
    await expect(canvas.getByRole('textbox', { name: text('rsvp.emailLabel') })).toHaveValue(
      'anna@example.org',
    );
    const phone = canvas.getByRole('group', { name: text('rsvp.phoneLabel') });
    await expect(phone).toBeVisible();
    const picker = canvas.getByRole('combobox', { name: uiText('phoneInput.dialCode') });
    await expect(picker).toHaveDisplayValue('+43');
    await userEvent.click(picker);
    await expect(picker).toHaveDisplayValue('+43 Österreich');
    await expect(canvas.getByRole('textbox', { name: labelled(uiText('phoneInput.number')) })).toHaveValue(
      '660 1234567',
    );
    await expect(canvas.getByRole('button', { name: text('rsvp.next') })).toBeEnabled();
  },
};

/** The phone keeps digits, spaces and hyphens only (docs/requirements.md B5). */
export const PhoneKeepsDigitsSpacesHyphens: Story = {
  args: { draft: { phoneNumber: '' } },
  play: async ({ canvas, userEvent }) => {
    const number = canvas.getByRole('textbox', { name: labelled(uiText('phoneInput.number')) });
    await userEvent.type(number, '+(0151) 23.45-67 89x');
    await expect(number).toHaveValue('0151 2345-67 89');
  },
};

/** An invalid email is refused on Next with the email rule at its field. */
export const InvalidEmail: Story = {
  args: { draft: { email: 'anna(at)example' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('rsvp.next') }));
    const email = canvas.getByRole('textbox', { name: text('rsvp.emailLabel') });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
