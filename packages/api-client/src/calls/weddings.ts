import {
  accessCodeAnswerSchema,
  apiContract,
  checkSlugAnswerSchema,
  deletedResponseSchema,
  type OnboardingDataInput,
  type RouteInput,
  rsvpListResponseSchema,
  slugResponseSchema,
  type UpdateWeddingInfoRequest,
  type UpdateWeddingRequest,
  weddingDateResponseSchema,
  weddingDetailResponseSchema,
  weddingInfoResponseSchema,
  weddingListResponseSchema,
  weddingSummaryResponseSchema,
} from '@wedding/core';
import { callRoute } from '../http/call-route';
import { type HttpClient, type RequestOptions, segment } from '../http/http-client';

const wedding = (weddingId: string) => `/api/weddings/${segment(weddingId)}`;

/** The couple's wedding: onboarding, overview, couple, slug and access code (docs/requirements.md A7 and B7). */
export function weddingCalls(http: HttpClient) {
  return {
    /** POST /api/weddings: onboarding's finish. */
    create: (body: OnboardingDataInput) => http.post('/api/weddings', weddingSummaryResponseSchema, body),
    /** GET /api/weddings: the weddings the user is a member of, newest first. */
    list: (signal?: AbortSignal) => http.get('/api/weddings', weddingListResponseSchema, { signal }),
    get: (weddingId: string, signal?: AbortSignal) =>
      http.get(wedding(weddingId), weddingDetailResponseSchema, { signal }),
    /** PATCH customization (with the version last seen: a stale one answers 409 versionConflict) or the active flag. */
    patch: (
      weddingId: string,
      body: RouteInput<typeof apiContract.weddings.patch>['body'],
      request?: RequestOptions,
    ) => callRoute(http, apiContract.weddings.patch, { params: { weddingId }, body }, request),
    /** PUT {weddingDate, timeZone?}: the day as an ISO string and the wedding's IANA time zone. */
    updateDate: (weddingId: string, body: UpdateWeddingRequest) =>
      http.put(wedding(weddingId), weddingDateResponseSchema, body),
    /** PUT /info {locale, brideName, groomName}. */
    updateInfo: (weddingId: string, body: UpdateWeddingInfoRequest) =>
      http.put(`${wedding(weddingId)}/info`, weddingInfoResponseSchema, body),
    checkSlug: (slug: string, signal?: AbortSignal) =>
      http.post('/api/weddings/check-slug', checkSlugAnswerSchema, { slug }, { signal }),
    updateSlug: (weddingId: string, slug: string) =>
      http.put(`${wedding(weddingId)}/slug`, slugResponseSchema, { slug }),
    /** PUT {customDomain}: the site's own domain (premium), or null to stop using one. */
    updateCustomDomain: (weddingId: string, customDomain: string | null) =>
      callRoute(http, apiContract.weddings.updateCustomDomain, {
        params: { weddingId },
        body: { customDomain },
      }),
    updateAccessCode: (weddingId: string, accessCode: string) =>
      http.put(`${wedding(weddingId)}/access-code`, accessCodeAnswerSchema, { accessCode }),
    regenerateAccessCode: (weddingId: string) =>
      http.post(`${wedding(weddingId)}/access-code`, accessCodeAnswerSchema),
    /**
     * DELETE /api/weddings/{id}, confirmed by typing the wedding's address (slug, any case): the wedding and
     * everything of it (guests, RSVPs, photos, members' access) are gone; 400 `confirmationMismatch` otherwise.
     */
    delete: (weddingId: string, confirmSlug: string) =>
      http.deleteAndRead(wedding(weddingId), deletedResponseSchema, { confirmSlug }),
    /** The RSVPs of the wedding, newest first; `limit` takes the newest few (overview's recent activities). */
    rsvps: (weddingId: string, query: { limit?: number } = {}, signal?: AbortSignal) =>
      http.get(`${wedding(weddingId)}/rsvps`, rsvpListResponseSchema, { query, signal }),
  };
}
