import {
  type ThemeTimingRequest,
  themeVersionListResponseSchema,
  themeVersionResponseSchema,
} from '@wedding/core';
import { z } from 'zod';
import { type HttpClient, segment } from '../http/http-client';

/** 204 No Content: the client reads no body. */
const themeTimingAnswerSchema = z.undefined();

const wedding = (weddingId: string) => `/api/weddings/${segment(weddingId)}`;

/** Theme studio: named versions of a wedding's design, and the monitored customizer's theme timing samples. */
export function themeStudioCalls(http: HttpClient) {
  return {
    versions: (weddingId: string, signal?: AbortSignal) =>
      http.get(`${wedding(weddingId)}/theme-versions`, themeVersionListResponseSchema, { signal }),
    /** Saves the wedding's stored design under `name` (409 themeVersionLimitReached at the cap). */
    saveVersion: (weddingId: string, name: string) =>
      http.post(`${wedding(weddingId)}/theme-versions`, themeVersionResponseSchema, { name }),
    deleteVersion: (weddingId: string, versionId: string) =>
      http.delete(`${wedding(weddingId)}/theme-versions/${segment(versionId)}`),
    sendTimings: (weddingId: string, body: ThemeTimingRequest) =>
      http.post(`${wedding(weddingId)}/analytics/theme-timing`, themeTimingAnswerSchema, body),
  };
}
