import { createFileRoute } from '@tanstack/react-router';
import { UploadScreen } from '@wedding/admin';

export const Route = createFileRoute('/admin/gallery/upload')({ component: UploadScreen });
