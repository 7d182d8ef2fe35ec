import {
  createThemeVersionRequestSchema,
  themeTimingRequestSchema,
  themeVersionListResponseSchema,
  themeVersionResponseSchema,
} from '@wedding/core';
import type { DocumentedRoute } from './documented-route.js';

const VERSIONS = '/api/weddings/:weddingId/theme-versions';
const noContent = { status: 204 as const, description: 'Done' };

/** Theme studio: named versions of the wedding's design and theme timing analytics. */
export const THEME_STUDIO_ROUTES: DocumentedRoute[] = [
  {
    method: 'get',
    path: VERSIONS,
    tag: 'theme',
    summary: "The wedding's saved design versions, newest first, and how many it may keep",
    access: 'member',
    success: { status: 200, description: 'The versions', schema: themeVersionListResponseSchema },
  },
  {
    method: 'post',
    path: VERSIONS,
    tag: 'theme',
    summary:
      'Save the stored design (theme and density) under a name (409 themeVersionLimitReached at the cap)',
    access: 'member',
    action: 'editWedding',
    body: createThemeVersionRequestSchema,
    success: { status: 201, description: 'The saved version', schema: themeVersionResponseSchema },
  },
  {
    method: 'delete',
    path: `${VERSIONS}/:versionId`,
    tag: 'theme',
    summary: 'Delete a saved design version (404 themeVersionNotFound)',
    access: 'member',
    action: 'editWedding',
    success: noContent,
  },
  {
    method: 'post',
    path: '/api/weddings/:weddingId/analytics/theme-timing',
    tag: 'theme',
    summary: "The monitored customizer's theme timing samples (how long an edit took to reach the preview)",
    access: 'member',
    action: 'editWedding',
    body: themeTimingRequestSchema,
    success: noContent,
  },
];
