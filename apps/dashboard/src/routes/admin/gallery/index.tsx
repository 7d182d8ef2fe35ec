import { createFileRoute } from '@tanstack/react-router';
import { gallerySearchSchema, ModerationScreen } from '@wedding/admin';
import { useUrlSearch } from '../../../url-search';

export const Route = createFileRoute('/admin/gallery/')({
  validateSearch: gallerySearchSchema,
  component: function Gallery() {
    return <ModerationScreen {...useUrlSearch(Route)} />;
  },
});
