import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import type { Locale } from '@wedding/core';

/** Cache keys of the design screens, under the wedding's key so one invalidation clears them. */
export const designQueryKeys = {
  publicView: (weddingId: string, locale: Locale) => ['weddings', weddingId, 'public-view', locale] as const,
  themeVersions: (weddingId: string) => ['weddings', weddingId, 'theme-versions'] as const,
  gallery: (weddingId: string) => ['weddings', weddingId, 'gallery'] as const,
};

/** The site as guests see it (the member's session counts as admitted): the page the previews render. */
export const publicViewQuery = (api: ApiClient, weddingId: string, slug: string, locale: Locale) =>
  queryOptions({
    queryKey: designQueryKeys.publicView(weddingId, locale),
    queryFn: async ({ signal }) => (await api.public.wedding(slug, locale, signal)).wedding,
  });

export const themeVersionsQuery = (api: ApiClient, weddingId: string) =>
  queryOptions({
    queryKey: designQueryKeys.themeVersions(weddingId),
    queryFn: ({ signal }) => api.themeStudio.versions(weddingId, signal),
  });

export const galleryQuery = (api: ApiClient, weddingId: string) =>
  queryOptions({
    queryKey: designQueryKeys.gallery(weddingId),
    queryFn: ({ signal }) => api.gallery.list(weddingId, signal),
  });
