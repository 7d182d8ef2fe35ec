import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOCATION_TYPES } from '@wedding/core';
import { expect, fn } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { Tabs } from './Tabs';

const labels: Record<(typeof LOCATION_TYPES)[number], string> = {
  ceremony: 'Trauung',
  reception: 'Empfang',
  party: 'Feier',
  accommodation: 'Unterkunft',
};

function Example({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs.Root defaultValue="ceremony" onValueChange={onValueChange}>
      <Tabs.List aria-label="Orte">
        {LOCATION_TYPES.map((type) => (
          <Tabs.Trigger key={type} value={type} disabled={type === 'accommodation'}>
            {labels[type]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {LOCATION_TYPES.map((type) => (
        <Tabs.Content key={type} value={type}>
          <p>{`Inhalt ${labels[type]}`}</p>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

const meta = {
  title: 'Navigation/Tabs',
  tags: ['autodocs'],
  component: Example,
  decorators: [withUiProviders],
  args: { onValueChange: fn() },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ArrowKeysActivateTabs: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Trauung' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Empfang' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('reception');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Inhalt Empfang');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Feier' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Trauung' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Dark: Story = { ...dark };
