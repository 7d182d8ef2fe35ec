import { z } from 'zod';

/** /admin/gallery?… and /admin/gallery/albums?…: search and page in the URL. */
export const gallerySearchSchema = z.object({
  search: z.string().max(200).default('').catch(''),
  page: z.number().int().min(1).default(1).catch(1),
});
export type GallerySearch = z.output<typeof gallerySearchSchema>;
