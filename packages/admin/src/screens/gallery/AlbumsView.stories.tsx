import type { Meta, StoryObj } from '@storybook/react-vite';
import { atPhoneWidth, withDashboardProviders } from '@wedding/dashboard/story-support';
import { uiMessages } from '@wedding/ui';
import { expect, fn, waitFor, within } from 'storybook/test';
import { albums, pageOf } from '../../fixtures/admin-fixtures';
import { adminText } from '../../i18n/admin-text';
import { AlbumsView } from './AlbumsView';
import { gallerySearchSchema } from './gallery-search';

const text = adminText('gallery', 'de');

const meta = {
  title: 'Admin/Gallery/Albums',
  tags: ['autodocs'],
  component: AlbumsView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/admin/gallery/albums' },
  args: { search: gallerySearchSchema.parse({}), onSearchChange: fn(), page: pageOf(albums, 24, 1, 2) },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <AlbumsView {...args} />
    </div>
  ),
} satisfies Meta<typeof AlbumsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each wedding's gallery: the couple (a link), the count, the newest images and a way into moderation. */
export const Albums: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(text('albums.count', { count: '24' }))).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 2, name: 'Anna & Ben' });
    const album = heading.closest('li') as HTMLElement;
    await expect(within(album).getByText(new RegExp(text('albums.images', { count: '42' })))).toBeVisible();
    await expect(within(album).getAllByRole('img')).toHaveLength(albums[0]!.images.length);
    await expect(within(album).getByRole('link', { name: text('albums.moderate') })).toHaveAttribute(
      'href',
      '/admin/gallery?search=anna-und-ben',
    );
    await userEvent.click(canvas.getByRole('button', { name: uiMessages.de['pagination.next'] }));
    await expect(args.onSearchChange).toHaveBeenCalledWith({ page: 2 });
  },
};

export const Search: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: text('albums.searchLabel') }), 'ayse');
    await waitFor(() => expect(args.onSearchChange).toHaveBeenLastCalledWith({ search: 'ayse', page: 1 }));
  },
};

export const Empty: Story = {
  args: { page: pageOf([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text('albums.empty') })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { page: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('loading'))).toBeVisible();
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
