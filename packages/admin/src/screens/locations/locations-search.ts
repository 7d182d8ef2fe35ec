import { LOCATION_TYPES } from '@wedding/core';
import { z } from 'zod';

/** /admin/locations?…: search, type and city filters and page in the URL. */
export const locationsSearchSchema = z.object({
  search: z.string().max(200).default('').catch(''),
  type: z.enum(LOCATION_TYPES).optional().catch(undefined),
  city: z.string().max(200).default('').catch(''),
  page: z.number().int().min(1).default(1).catch(1),
});
export type LocationsSearch = z.output<typeof locationsSearchSchema>;

/** The list's request: the URL's state without empty filters. */
export function locationsQuery({ search, type, city, page }: LocationsSearch) {
  return { search: search || undefined, type, city: city || undefined, page };
}
