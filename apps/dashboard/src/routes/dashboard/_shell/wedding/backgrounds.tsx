import { createFileRoute } from '@tanstack/react-router';
import { GalleryScreen, loadDesignLocale, loadGallery } from '@wedding/dashboard';
import { z } from 'zod';
import { openTextArea } from '../../../../app-locale';

/** `?image=<id>`: the image chosen with its 'Background' action starts the first page's draft. */
const backgroundsSearchSchema = z.object({ image: z.string().max(64).optional().catch(undefined) });

export const Route = createFileRoute('/dashboard/_shell/wedding/backgrounds')({
  beforeLoad: () => openTextArea(loadDesignLocale),
  validateSearch: backgroundsSearchSchema,
  loader: ({ context }) => loadGallery(context.queryClient, context.api, context.weddingId),
  component: function Backgrounds() {
    const { image } = Route.useSearch();
    return <GalleryScreen key={image ?? ''} tab="backgrounds" image={image} />;
  },
});
