import { type LocationPayloadInput, locationListResponseSchema, locationViewSchema } from '@wedding/core';
import { type HttpClient, segment } from '../http/http-client';

const locations = (weddingId: string) => `/api/weddings/${segment(weddingId)}/locations`;

/** Locations of a wedding (docs/requirements.md A7). */
export function locationCalls(http: HttpClient) {
  return {
    list: (weddingId: string, signal?: AbortSignal) =>
      http.get(locations(weddingId), locationListResponseSchema, { signal }),
    create: (weddingId: string, body: LocationPayloadInput) =>
      http.post(locations(weddingId), locationViewSchema, body),
    update: (weddingId: string, locationId: string, body: LocationPayloadInput) =>
      http.patch(`${locations(weddingId)}/${segment(locationId)}`, locationViewSchema, body),
    remove: (weddingId: string, locationId: string) =>
      http.delete(`${locations(weddingId)}/${segment(locationId)}`),
  };
}
