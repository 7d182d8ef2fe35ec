import { createFileRoute } from '@tanstack/react-router';
import { GalleryScreen, loadDesignLocale, loadGallery } from '@wedding/dashboard';
import { openTextArea } from '../../../../app-locale';

export const Route = createFileRoute('/dashboard/_shell/wedding/gallery')({
  beforeLoad: () => openTextArea(loadDesignLocale),
  loader: ({ context }) => loadGallery(context.queryClient, context.api, context.weddingId),
  component: function Gallery() {
    return <GalleryScreen tab="gallery" />;
  },
});
