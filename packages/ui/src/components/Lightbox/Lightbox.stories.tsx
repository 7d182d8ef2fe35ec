import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { sampleImages } from '../../story-helpers/sample-images';
import { deText } from '../../story-helpers/strings';
import { Button } from '../Button/Button';
import { Lightbox } from './Lightbox';

const images = sampleImages(3);

function Example({ initial }: { initial: number | null }) {
  const [index, setIndex] = useState<number | null>(initial);
  return (
    <>
      <Button onPress={() => setIndex(0)}>Galerie öffnen</Button>
      <output data-testid="index">{index === null ? 'zu' : String(index)}</output>
      <Lightbox images={images} index={index} onIndexChange={setIndex} />
    </>
  );
}

const meta = {
  title: 'Gallery/Lightbox',
  tags: ['autodocs'],
  component: Example,
  decorators: [withUiProviders],
  args: { initial: null },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const NavigatesWithButtonsAndArrows: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Galerie öffnen' }));
    const dialog = await body.findByRole('dialog', { name: 'Foto 1' });
    await expect(
      within(dialog).getByText(deText('lightbox.counter', { current: 1, total: 3 })),
    ).toBeVisible();
    await expect(within(dialog).getByText('Bildunterschrift 1')).toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: deText('lightbox.previous') })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: deText('lightbox.next') }));
    await expect(canvas.getByTestId('index')).toHaveTextContent('1');
    await expect(
      within(dialog).getByText(deText('lightbox.counter', { current: 2, total: 3 })),
    ).toBeInTheDocument();
    await expect(
      within(dialog).getByRole('button', { name: deText('lightbox.previous') }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByTestId('index')).toHaveTextContent('2');
    await expect(within(dialog).queryByRole('button', { name: deText('lightbox.next') })).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByTestId('index')).toHaveTextContent('2');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByTestId('index')).toHaveTextContent('1');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByTestId('index')).toHaveTextContent('zu'));
  },
};

export const BackdropClickCloses: Story = {
  args: { initial: 1 },
  play: async ({ canvas, userEvent }) => {
    await body.findByRole('dialog');
    await userEvent.click(body.getByTestId('lightbox-backdrop'));
    await waitFor(() => expect(canvas.getByTestId('index')).toHaveTextContent('zu'));
  },
};

export const OpenDark: Story = {
  args: { initial: 0 },
  ...dark,
  play: async () => {
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
