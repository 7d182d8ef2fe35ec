import { createFileRoute } from '@tanstack/react-router';
import { NewCustomerScreen } from '@wedding/admin';

export const Route = createFileRoute('/admin/customers/new')({ component: NewCustomerScreen });
