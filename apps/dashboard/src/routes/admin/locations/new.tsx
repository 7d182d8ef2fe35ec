import { createFileRoute } from '@tanstack/react-router';
import { NewLocationScreen } from '@wedding/admin';

export const Route = createFileRoute('/admin/locations/new')({ component: NewLocationScreen });
