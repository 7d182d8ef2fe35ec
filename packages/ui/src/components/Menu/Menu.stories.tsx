import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { Menu } from './Menu';

const meta = {
  title: 'Overlays/Menu',
  tags: ['autodocs'],
  component: Menu,
  decorators: [withUiProviders],
  args: {
    'aria-label': 'Benutzermenü',
    trigger: (
      <Button variant="ghost" icon={<Avatar name="anna" size="sm" />}>
        anna
      </Button>
    ),
    items: [
      { id: 'profile', label: 'Profil' },
      { id: 'settings', label: 'Einstellungen' },
      { id: 'logout', label: 'Abmelden', tone: 'danger' },
    ],
    onAction: fn(),
  },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardChoosesAnAction: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /anna/ });
    await userEvent.click(trigger);
    const menu = await within(document.body).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profil', 'Einstellungen', 'Abmelden']);
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    // The focus goes back to the trigger a frame after the menu leaves (later still on a busy machine).
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /anna/ }));
    await within(document.body).findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const OpenDark: Story = {
  ...dark,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /anna/ }));
    await expect(await within(document.body).findByRole('menu')).toBeInTheDocument();
  },
};
