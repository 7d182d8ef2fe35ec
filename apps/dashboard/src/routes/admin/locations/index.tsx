import { createFileRoute } from '@tanstack/react-router';
import { LocationsListScreen, locationsSearchSchema } from '@wedding/admin';
import { useUrlSearch } from '../../../url-search';

export const Route = createFileRoute('/admin/locations/')({
  validateSearch: locationsSearchSchema,
  component: function Locations() {
    return <LocationsListScreen {...useUrlSearch(Route)} />;
  },
});
