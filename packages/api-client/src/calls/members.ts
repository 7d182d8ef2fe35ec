import { memberListResponseSchema } from '@wedding/core';
import { type HttpClient, segment } from '../http/http-client';

/** Members of a wedding (docs/requirements.md A7), each with their role. */
export function memberCalls(http: HttpClient) {
  return {
    list: (weddingId: string, signal?: AbortSignal) =>
      http.get(`/api/weddings/${segment(weddingId)}/members`, memberListResponseSchema, { signal }),
    remove: (weddingId: string, userId: string) =>
      http.delete(`/api/weddings/${segment(weddingId)}/members/${segment(userId)}`),
  };
}
