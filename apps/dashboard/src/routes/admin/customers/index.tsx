import { createFileRoute } from '@tanstack/react-router';
import { CustomersListScreen, customersSearchSchema } from '@wedding/admin';
import { useUrlSearch } from '../../../url-search';

export const Route = createFileRoute('/admin/customers/')({
  validateSearch: customersSearchSchema,
  component: function Customers() {
    return <CustomersListScreen {...useUrlSearch(Route)} />;
  },
});
