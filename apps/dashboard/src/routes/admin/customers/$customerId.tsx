import { createFileRoute } from '@tanstack/react-router';
import { CustomerDetailScreen, loadAdminCustomer } from '@wedding/admin';

export const Route = createFileRoute('/admin/customers/$customerId')({
  loader: ({ context, params }) =>
    context.isStaff ? loadAdminCustomer(context.queryClient, context.api, params.customerId) : undefined,
  component: function Customer() {
    return <CustomerDetailScreen customerId={Route.useParams().customerId} />;
  },
});
