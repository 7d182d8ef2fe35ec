import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CopyIcon } from '../../icons/icons';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  tags: ['autodocs'],
  component: Tooltip,
  decorators: [withUiProviders],
  args: {
    content: 'Zugangscode in die Zwischenablage kopieren',
    children: <IconButton aria-label="Zugangscode kopieren" icon={<CopyIcon />} />,
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsOnKeyboardFocus: Story = {
  play: async ({ userEvent }) => {
    await userEvent.tab();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Zugangscode in die Zwischenablage kopieren');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

export const Dark: Story = {
  ...dark,
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await expect(await within(document.body).findByRole('tooltip')).toBeInTheDocument();
  },
};
