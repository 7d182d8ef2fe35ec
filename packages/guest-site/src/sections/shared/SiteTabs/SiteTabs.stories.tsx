import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withGuestPage } from '../../fixtures/story-support';
import { SiteTabs } from './SiteTabs';

const meta = {
  title: 'Guest site/Sections/SiteTabs',
  tags: ['autodocs'],
  component: SiteTabs,
  decorators: [withGuestPage],
  args: {
    label: 'Tage',
    tabs: [
      { value: 'fri', label: 'Freitag' },
      { value: 'sat', label: 'Samstag' },
      { value: 'sun', label: 'Sonntag' },
    ],
    defaultValue: 'fri',
    renderPanel: (value: string) => <p>Programm am {value}</p>,
  },
} satisfies Meta<typeof SiteTabs<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const [friday, saturday, sunday] = canvas.getAllByRole('tab');
    await expect(friday).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(saturday).toHaveFocus();
    await expect(saturday).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Programm am sat');
    await userEvent.keyboard('{End}');
    await expect(sunday).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(friday).toHaveFocus();
    // Tab leaves the list for the panel: only the selected tab is in the Tab order.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const AtPhoneWidth: Story = {
  parameters: { frameWidthPx: 360 },
  play: async ({ canvas, userEvent }) => {
    const [, saturday] = canvas.getAllByRole('tab');
    await userEvent.click(saturday as HTMLElement);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Programm am sat');
    await expect(saturday?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
