import type { Meta, StoryObj } from '@storybook/react-vite';
import { PASSWORD_RULES, translate } from '@wedding/core';
import { expect, fn } from 'storybook/test';
import { dashboardText } from '../../i18n/dashboard-text';
import { withDashboardProviders } from '../../story-support';
import { RegisterView } from './RegisterView';

const text = dashboardText('auth', 'de');

const meta = {
  title: 'Dashboard/Register',
  tags: ['autodocs'],
  component: RegisterView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/register' },
  args: { onSubmit: fn() },
  render: (args) => (
    <div style={{ maxWidth: '26rem', padding: '1rem' }}>
      <RegisterView {...args} />
    </div>
  ),
} satisfies Meta<typeof RegisterView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Core's rules with their bounds in the message; a valid form is sent. */
export const Rules: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(text('field.name')), 'Anna');
    await userEvent.type(canvas.getByLabelText(text('field.username')), 'a');
    await userEvent.type(canvas.getByLabelText(text('field.password')), 'short');
    await userEvent.click(canvas.getByRole('button', { name: text('register.submit') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(
      await canvas.findByText(translate('auth.passwordTooShort', 'de', { min: PASSWORD_RULES.minLength })),
    ).toBeVisible();
    await expect(canvas.getByText(translate('auth.usernameInvalid', 'de'))).toBeVisible();
    await userEvent.type(canvas.getByLabelText(text('field.username')), 'nna');
    await userEvent.type(canvas.getByLabelText(text('field.password')), ' and longer');
    await userEvent.click(canvas.getByRole('button', { name: text('register.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Anna',
      username: 'anna',
      password: 'short and longer',
    });
  },
};

/** The server says the name is taken: the message stands at the username field. */
export const UsernameTaken: Story = {
  args: { fieldErrors: { username: 'auth.usernameTaken' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(translate('auth.usernameTaken', 'de'))).toBeVisible();
  },
};

export const ConnectionLost: Story = {
  args: { errorKey: 'networkError' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(translate('networkError', 'de'));
  },
};
