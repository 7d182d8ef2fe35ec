import type { Meta, StoryObj } from '@storybook/react-vite';
import { GALLERY_IMAGES_MAX, translate, UPLOAD_MAX_BYTES } from '@wedding/core';
import { expect, fn } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { FileDropzone } from './FileDropzone';

const meta = {
  title: 'Forms/FileDropzone',
  tags: ['autodocs'],
  component: FileDropzone,
  decorators: [withUiProviders],
  args: { onFile: fn(), imageCount: 3 },
} satisfies Meta<typeof FileDropzone>;
export default meta;
type Story = StoryObj<typeof meta>;

function fileInput(root: HTMLElement): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('file input missing');
  return input;
}

export const PicksAnAllowedImage: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const image = new File([new Uint8Array(20)], 'foto.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), image);
    await expect(args.onFile).toHaveBeenCalledWith(image);
  },
};

export const RejectsTooLargeFile: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const large = new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'gross.jpg', { type: 'image/jpeg' });
    await userEvent.upload(fileInput(canvasElement), large);
    await expect(args.onFile).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      translate('upload.tooLarge', 'de', { maxMb: 5 }),
    );
  },
};

export const DisabledAtTheLimit: Story = {
  args: { imageCount: GALLERY_IMAGES_MAX },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: deText('fileDropzone.choose') })).toBeDisabled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(translate('upload.limitReached', 'de'));
  },
};

export const Uploading: Story = { args: { isUploading: true } };
export const Dark: Story = { ...dark };
