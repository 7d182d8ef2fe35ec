import {
  type AccommodationPayloadInput,
  accommodationListResponseSchema,
  accommodationResponseSchema,
  type ScheduleEventPayloadInput,
  scheduleEventResponseSchema,
  scheduleListResponseSchema,
  siteContentResponseSchema,
  type UpdateSiteTextsRequest,
  weddingInfoResponseSchema,
} from '@wedding/core';
import { type HttpClient, segment } from '../http/http-client';

const wedding = (weddingId: string) => `/api/weddings/${segment(weddingId)}`;

/** What the couple writes for their guests: texts per language, the schedule, accommodations. */
export function siteContentCalls(http: HttpClient) {
  return {
    /** Every language's texts and the language the couple wrote first. */
    get: (weddingId: string, signal?: AbortSignal) =>
      http.get(`${wedding(weddingId)}/content`, siteContentResponseSchema, { signal }),
    /** One language's texts; blank fields are "not written" (guests read them in the main language). */
    saveTexts: (weddingId: string, body: UpdateSiteTextsRequest) =>
      http.put(`${wedding(weddingId)}/content`, weddingInfoResponseSchema, body),
    schedule: (weddingId: string, signal?: AbortSignal) =>
      http.get(`${wedding(weddingId)}/schedule`, scheduleListResponseSchema, { signal }),
    createEvent: (weddingId: string, body: ScheduleEventPayloadInput) =>
      http.post(`${wedding(weddingId)}/schedule`, scheduleEventResponseSchema, body),
    updateEvent: (weddingId: string, eventId: string, body: ScheduleEventPayloadInput) =>
      http.put(`${wedding(weddingId)}/schedule/${segment(eventId)}`, scheduleEventResponseSchema, body),
    removeEvent: (weddingId: string, eventId: string) =>
      http.delete(`${wedding(weddingId)}/schedule/${segment(eventId)}`),
    accommodations: (weddingId: string, signal?: AbortSignal) =>
      http.get(`${wedding(weddingId)}/accommodations`, accommodationListResponseSchema, { signal }),
    createAccommodation: (weddingId: string, body: AccommodationPayloadInput) =>
      http.post(`${wedding(weddingId)}/accommodations`, accommodationResponseSchema, body),
    updateAccommodation: (weddingId: string, accommodationId: string, body: AccommodationPayloadInput) =>
      http.put(
        `${wedding(weddingId)}/accommodations/${segment(accommodationId)}`,
        accommodationResponseSchema,
        body,
      ),
    removeAccommodation: (weddingId: string, accommodationId: string) =>
      http.delete(`${wedding(weddingId)}/accommodations/${segment(accommodationId)}`),
  };
}
