import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { InfoIcon } from '../../icons/icons';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { IconButton } from '../IconButton/IconButton';
import { Popover } from './Popover';

const meta = {
  title: 'Overlays/Popover',
  tags: ['autodocs'],
  component: Popover,
  decorators: [withUiProviders],
  args: {
    'aria-label': 'Hinweis zum Zugangscode',
    trigger: <IconButton aria-label="Hinweis anzeigen" icon={<InfoIcon />} />,
    children: <p style={{ margin: 0 }}>Der Code hat genau 8 Zeichen.</p>,
  },
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpensAndClosesWithEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Hinweis anzeigen' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Hinweis zum Zugangscode' });
    await expect(dialog).toHaveTextContent('Der Code hat genau 8 Zeichen.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const OpenDark: Story = {
  ...dark,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hinweis anzeigen' }));
    await expect(await within(document.body).findByRole('dialog')).toBeInTheDocument();
  },
};
