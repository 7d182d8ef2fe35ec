import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AdminImageRow } from '@wedding/core';
import { translate } from '@wedding/core';
import { atPhoneWidth, withDashboardProviders } from '@wedding/dashboard/story-support';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { imageRows, pageOf } from '../../fixtures/admin-fixtures';
import { adminText } from '../../i18n/admin-text';
import { gallerySearchSchema } from './gallery-search';
import { ModerationView, type ModerationViewProps } from './ModerationView';

const text = adminText('gallery', 'de');
const common = adminText('common', 'de');
const page = () => within(document.body);
const firstImage = imageRows[0]!;

/** The screen owns which image is being confirmed; here a state does, and the story still records each change. */
function Moderation(args: ModerationViewProps) {
  const [confirming, setConfirming] = useState<AdminImageRow | null>(args.confirming);
  return (
    <div style={{ padding: '1rem' }}>
      <ModerationView
        {...args}
        confirming={confirming}
        onConfirmingChange={(image) => {
          args.onConfirmingChange(image);
          setConfirming(image);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Admin/Gallery/Moderation',
  tags: ['autodocs'],
  component: ModerationView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/admin/gallery' },
  args: {
    search: gallerySearchSchema.parse({}),
    onSearchChange: fn(),
    page: pageOf(imageRows, 40, 1, 7),
    onRemove: fn(),
    removingId: null,
    removeErrorKey: null,
    confirming: null,
    onConfirmingChange: fn(),
  },
  render: (args) => <Moderation {...args} />,
} satisfies Meta<typeof ModerationView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every wedding's images: each names its wedding (a link) and its caption, or says whose image it is. */
export const Grid: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('list', { name: text('gridLabel') });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(imageRows.length);
    await expect(within(grid).getByRole('img', { name: 'Standesamt' })).toBeVisible();
    await expect(
      within(grid).getAllByRole('img', { name: text('imageOf', { slug: 'mia-und-noah' }) }),
    ).not.toHaveLength(0);
    await expect(canvas.getByText(text('count', { count: '40' }))).toBeVisible();
  },
};

/**
 * Remove asks first: the dialog names the wedding, the confirm button waits for a reason, and confirming reports the
 * image with the trimmed reason.
 */
export const RemoveWithReason: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: text('remove') })[0]!);
    await expect(args.onConfirmingChange).toHaveBeenCalledWith(firstImage);
    const dialog = await page().findByRole('dialog', { name: text('removeTitle') });
    await expect(dialog).toHaveAccessibleDescription(text('removeText', { slug: firstImage.wedding.slug }));
    const confirm = within(dialog).getByRole('button', { name: text('removeConfirm') });
    await expect(confirm).toBeDisabled();
    const reason = within(dialog).getByRole('textbox', { name: new RegExp(text('reason')) });
    await userEvent.type(reason, '   ');
    await expect(confirm).toBeDisabled();
    await userEvent.type(reason, 'Zeigt ein Kind ohne Einwilligung ');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onRemove).toHaveBeenCalledWith(firstImage, 'Zeigt ein Kind ohne Einwilligung');
  },
};

/** Cancel closes the dialog without removing anything. */
export const RemoveCancelled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: text('remove') })[1]!);
    const dialog = await page().findByRole('dialog', { name: text('removeTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: text('cancel') }));
    await expect(args.onConfirmingChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** The removal failed: the dialog stays open and says why. */
export const RemoveFailed: Story = {
  args: { confirming: firstImage, removeErrorKey: 'networkError' },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: text('removeTitle') });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(translate('networkError', 'de'));
  },
};

/** While the image is removed its buttons wait. */
export const Removing: Story = {
  args: { confirming: firstImage, removingId: firstImage.id },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: text('removeTitle') });
    await expect(within(dialog).getByRole('button', { name: text('cancel') })).toBeDisabled();
  },
};

/** Typed search settles, then asks for page 1. */
export const Search: Story = {
  args: { search: gallerySearchSchema.parse({ page: 4 }) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: text('searchLabel') }), 'mia');
    await waitFor(() => expect(args.onSearchChange).toHaveBeenLastCalledWith({ search: 'mia', page: 1 }));
  },
};

export const Loading: Story = {
  args: { page: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('loading'))).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: text('empty') })).toBeNull();
  },
};

export const Empty: Story = {
  args: { page: pageOf([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text('empty') })).toBeVisible();
    await expect(canvas.queryByText(common('loading'))).toBeNull();
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
