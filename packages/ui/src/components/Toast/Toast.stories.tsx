import type { Meta, StoryObj } from '@storybook/react-vite';
import { CROSS_TAB_TOAST_MS } from '@wedding/core';
import { expect, waitFor, within } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { Button } from '../Button/Button';
import { useToast } from './ToastProvider';

function Example() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Button variant="secondary" onPress={() => toast.success('Gast aktualisiert')}>
        Erfolg
      </Button>
      <Button
        variant="outline"
        onPress={() =>
          toast.warning('Teilweise gespeichert', { description: 'Ein Aufruf ist fehlgeschlagen.' })
        }
      >
        Warnung
      </Button>
      <Button variant="danger" onPress={() => toast.error('Fehler beim Laden der Gäste')}>
        Fehler
      </Button>
      <Button
        variant="ghost"
        onPress={() => toast.success('Theme updated from another tab', { durationMs: CROSS_TAB_TOAST_MS })}
      >
        Kurz
      </Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  tags: ['autodocs'],
  component: Example,
  decorators: [withUiProviders],
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const QueueOfThreeTones: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erfolg' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Warnung' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fehler' }));
    const region = canvas.getByRole('region', { name: deText('toast.region') });
    const items = within(region).getAllByRole('listitem');
    await expect(items.map((item) => item.dataset.tone)).toEqual(['success', 'warning', 'error']);
    await expect(within(region).getByRole('alert')).toHaveTextContent('Fehler beim Laden der Gäste');
    const dismiss = within(region).getAllByRole('button', { name: deText('toast.dismiss') });
    await userEvent.click(dismiss[0] as HTMLElement);
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const CustomDurationClosesAfter2000Ms: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kurz' }));
    const region = canvas.getByRole('region', { name: deText('toast.region') });
    await waitFor(() => expect(within(region).getByText('Theme updated from another tab')).toBeVisible());
    await waitFor(() => expect(within(region).queryByText('Theme updated from another tab')).toBeNull(), {
      timeout: CROSS_TAB_TOAST_MS + 1000,
    });
  },
};

export const Dark: Story = {
  ...dark,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Warnung' }));
    await waitFor(() => expect(canvas.getByText('Teilweise gespeichert')).toBeVisible());
  },
};
