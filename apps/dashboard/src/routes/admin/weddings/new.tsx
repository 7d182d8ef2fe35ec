import { createFileRoute } from '@tanstack/react-router';
import { NewWeddingScreen } from '@wedding/admin';

export const Route = createFileRoute('/admin/weddings/new')({ component: NewWeddingScreen });
