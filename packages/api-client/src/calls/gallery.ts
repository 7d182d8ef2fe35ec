import {
  type AssignBackgroundRequest,
  galleryDeleteResponseSchema,
  galleryImageViewSchema,
  galleryListResponseSchema,
  type RemoveBackgroundRequest,
} from '@wedding/core';
import { type HttpClient, type RequestOptions, segment } from '../http/http-client';

const gallery = (weddingId: string) => `/api/weddings/${segment(weddingId)}/gallery`;

/** The premium gallery of a wedding and its page backgrounds (docs/requirements.md A7). Failures carry message keys. */
export function galleryCalls(http: HttpClient) {
  return {
    /** Every image, the category counts and the maximum image count (a service setting). */
    list: (weddingId: string, signal?: AbortSignal) =>
      http.get(gallery(weddingId), galleryListResponseSchema, { signal }),
    /** POST multipart `file` (credentials included); the stored image, re-encoded to WebP. */
    upload: (weddingId: string, file: Blob, fileName: string, request?: RequestOptions) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return http.post(`${gallery(weddingId)}/upload`, galleryImageViewSchema, form, request);
    },
    remove: (weddingId: string, imageId: string) =>
      http.deleteAndRead(`${gallery(weddingId)}/${segment(imageId)}`, galleryDeleteResponseSchema),
    /** PATCH assign-background: the page's one background becomes this image with these settings. */
    assignBackground: (weddingId: string, body: AssignBackgroundRequest) =>
      http.patch(`${gallery(weddingId)}/assign-background`, galleryImageViewSchema, body),
    removeBackground: (weddingId: string, body: RemoveBackgroundRequest) =>
      http.deleteAndRead(`${gallery(weddingId)}/assign-background`, galleryImageViewSchema, body),
    addTag: (weddingId: string, imageId: string, tag: string) =>
      http.post(`${gallery(weddingId)}/${segment(imageId)}/tags`, galleryImageViewSchema, { tag }),
    removeTag: (weddingId: string, imageId: string, tag: string) =>
      http.deleteAndRead(`${gallery(weddingId)}/${segment(imageId)}/tags`, galleryImageViewSchema, { tag }),
  };
}
