import { demoSiteResponseSchema, type Locale, publicWeddingResponseSchema } from '@wedding/core';
import { type HttpClient, segment } from '../http/http-client';

/** Calls anyone may make: the public site's and the landing page's. */
export function publicCalls(http: HttpClient) {
  return {
    /** The installation's demo wedding with its access code (null when there is none). */
    demoSite: (signal?: AbortSignal) => http.get('/api/public/demo', demoSiteResponseSchema, { signal }),
    /** The site as guests see it in `locale` (a member's session counts as admitted: the dashboard's previews). */
    wedding: (slug: string, locale: Locale, signal?: AbortSignal) =>
      http.get(`/api/public/weddings/${segment(slug)}`, publicWeddingResponseSchema, {
        query: { locale },
        signal,
      }),
  };
}
