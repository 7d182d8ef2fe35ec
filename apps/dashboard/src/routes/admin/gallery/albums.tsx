import { createFileRoute } from '@tanstack/react-router';
import { AlbumsScreen, gallerySearchSchema } from '@wedding/admin';
import { useUrlSearch } from '../../../url-search';

export const Route = createFileRoute('/admin/gallery/albums')({
  validateSearch: gallerySearchSchema,
  component: function Albums() {
    return <AlbumsScreen {...useUrlSearch(Route)} />;
  },
});
