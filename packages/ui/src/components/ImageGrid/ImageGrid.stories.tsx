import type { Meta, StoryObj } from '@storybook/react-vite';
import { GALLERY_GRID_COLUMNS, translate } from '@wedding/core';
import { expect, fn, waitFor } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { sampleImages } from '../../story-helpers/sample-images';
import { deText } from '../../story-helpers/strings';
import { EmptyState } from '../EmptyState/EmptyState';
import { ImageGrid, type ImageGridProps } from './ImageGrid';

function Sized({ width, ...props }: ImageGridProps & { width: string }) {
  return (
    <div style={{ width }}>
      <ImageGrid {...props} />
    </div>
  );
}

const meta = {
  title: 'Gallery/ImageGrid',
  tags: ['autodocs'],
  component: Sized,
  decorators: [withUiProviders],
  args: { label: 'Galerie', images: sampleImages(10), onOpen: fn(), width: '1200px' },
} satisfies Meta<typeof Sized>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FiveColumnsWhenWide: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const grid = canvas.getByRole('list', { name: 'Galerie' });
    await waitFor(() => expect(grid).toHaveAttribute('data-columns', String(GALLERY_GRID_COLUMNS.max)));
    await userEvent.click(canvas.getByRole('button', { name: deText('imageGrid.open', { name: 'Foto 3' }) }));
    await expect(args.onOpen).toHaveBeenCalledWith(2);
  },
};

export const TwoColumnsWhenNarrow: Story = {
  args: { width: '320px' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('list', { name: 'Galerie' })).toHaveAttribute(
        'data-columns',
        String(GALLERY_GRID_COLUMNS.min),
      ),
    );
  },
};

export const Empty: Story = {
  args: { images: [], emptyState: <EmptyState title={translate('gallery.noImagesInCategory', 'de')} /> },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: translate('gallery.noImagesInCategory', 'de') }),
    ).toBeVisible();
  },
};

export const Dark: Story = { args: { width: '700px' }, ...dark };
