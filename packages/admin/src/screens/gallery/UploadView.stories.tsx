import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '@wedding/core';
import { atPhoneWidth, withDashboardProviders } from '@wedding/dashboard/story-support';
import { uiMessages } from '@wedding/ui';
import { expect, fn, within } from 'storybook/test';
import { pickerOptions, uploadedImages, weddingOptions } from '../../fixtures/admin-fixtures';
import { adminText } from '../../i18n/admin-text';
import { useStoryPicker } from '../../story-support';
import { UploadView, type UploadViewProps } from './UploadView';

const text = adminText('gallery', 'de');
const chosenWedding = weddingOptions[0]!;
const withWeddingChosen = {
  ...pickerOptions(weddingOptions, { setInputValue: fn(), select: fn() }),
  selectedId: chosenWedding.id,
  inputValue: chosenWedding.label,
};

/** The screen's wedding picker holds what was typed and chosen; here a story state does. */
function Upload(args: UploadViewProps) {
  const weddings = useStoryPicker(args.weddings);
  return (
    <div style={{ padding: '1rem' }}>
      <UploadView {...args} weddings={weddings} />
    </div>
  );
}

const meta = {
  title: 'Admin/Gallery/Upload',
  tags: ['autodocs'],
  component: UploadView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/admin/gallery/upload' },
  args: {
    weddings: pickerOptions(weddingOptions, { setInputValue: fn(), select: fn() }),
    onFile: fn(),
    uploaded: [],
  },
  render: (args) => <Upload {...args} />,
} satisfies Meta<typeof UploadView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No wedding chosen: a hint instead of the drop zone; choosing one of the weddings the server found brings it. */
export const NoWeddingChosen: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(text('upload.chooseFirst'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: uiMessages.de['fileDropzone.choose'] })).toBeNull();
    await userEvent.click(canvas.getByRole('combobox', { name: text('upload.wedding') }));
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: weddingOptions[1]!.label }));
    await expect(args.weddings.select).toHaveBeenCalledWith(weddingOptions[1]!.id);
    await expect(canvas.queryByText(text('upload.chooseFirst'))).toBeNull();
    await expect(canvas.getByRole('button', { name: uiMessages.de['fileDropzone.choose'] })).toBeVisible();
  },
};

/** A wedding chosen: the drop zone takes an image and hands it on. */
export const WeddingChosen: Story = {
  args: { weddings: withWeddingChosen },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.queryByText(text('upload.chooseFirst'))).toBeNull();
    await expect(canvas.getByRole('button', { name: uiMessages.de['fileDropzone.choose'] })).toBeVisible();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'standesamt.png', { type: 'image/png' });
    // The picker's own file input (the button opens it; a drop goes to the zone around it).
    await userEvent.upload(canvasElement.querySelector('input[type="file"]') as HTMLInputElement, file);
    await expect(args.onFile).toHaveBeenCalledWith(file);
  },
};

/** The images uploaded during this visit, each with a link to its wedding. */
export const Uploaded: Story = {
  args: { weddings: withWeddingChosen, uploaded: uploadedImages },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: text('upload.done') });
    await expect(within(section).getAllByRole('listitem')).toHaveLength(uploadedImages.length);
    await expect(
      within(section).getByRole('link', { name: uploadedImages[0]!.weddingLabel }),
    ).toHaveAttribute('href', `/admin/weddings/${uploadedImages[0]!.weddingId}`);
  },
};

export const Uploading: Story = {
  args: { weddings: withWeddingChosen, uploading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(uiMessages.de['fileDropzone.uploading'])).toBeVisible();
  },
};

/** The upload was refused (the gallery is full): the reason in the person's language. */
export const UploadFailed: Story = {
  args: { weddings: withWeddingChosen, errorKey: 'upload.limitReached' },
  play: async ({ canvas }) => {
    await expect(
      canvas
        .getAllByRole('alert')
        .find((alert) => alert.textContent === translate('upload.limitReached', 'de')),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  decorators: [atPhoneWidth],
  args: { weddings: withWeddingChosen, uploaded: uploadedImages },
};
