import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PlusIcon } from '../../icons/icons';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const addFirstGuest = fn();

const meta = {
  title: 'Feedback/EmptyState',
  tags: ['autodocs'],
  component: EmptyState,
  decorators: [withUiProviders],
  args: {
    title: 'Noch keine Gäste hinzugefügt',
    description: 'Fügen Sie Ihren ersten Gast hinzu, um mit der Planung zu beginnen.',
    action: (
      <Button icon={<PlusIcon />} onPress={addFirstGuest}>
        Ersten Gast hinzufügen
      </Button>
    ),
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Noch keine Gäste hinzugefügt' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ersten Gast hinzufügen' }));
    await expect(addFirstGuest).toHaveBeenCalled();
  },
};
export const FiltersActive: Story = {
  args: { title: 'Keine Gäste gefunden', description: undefined, action: undefined },
};
export const Dark: Story = { ...dark };
