import { createFileRoute } from '@tanstack/react-router';
import { WeddingsListScreen, weddingsSearchSchema } from '@wedding/admin';
import { useUrlSearch } from '../../../url-search';

export const Route = createFileRoute('/admin/weddings/')({
  validateSearch: weddingsSearchSchema,
  component: function Weddings() {
    return <WeddingsListScreen {...useUrlSearch(Route)} />;
  },
});
