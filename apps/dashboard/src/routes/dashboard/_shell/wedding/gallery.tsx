import { createFileRoute } from '@tanstack/react-router';
import { GalleryScreen, loadGallery } from '@wedding/dashboard';

export const Route = createFileRoute('/dashboard/_shell/wedding/gallery')({
  loader: ({ context }) => loadGallery(context.queryClient, context.api, context.weddingId),
  component: function Gallery() {
    return <GalleryScreen tab="gallery" />;
  },
});
