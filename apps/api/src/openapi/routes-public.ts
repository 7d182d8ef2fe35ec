import {
  demoSiteResponseSchema,
  loggedOutResponseSchema,
  ownRsvpListResponseSchema,
  ownRsvpResponseSchema,
  publicAccessRequestSchema,
  publicAccessResponseSchema,
  publicRsvpAnswerSchema,
  publicRsvpRequestSchema,
  publicWeddingCardResponseSchema,
  publicWeddingResponseSchema,
} from '@wedding/core';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import type { DocumentedRoute } from './documented-route.js';

const json = (status: 200 | 201, description: string, schema: $ZodType) => ({ status, description, schema });
const P = '/api/public/weddings/:slug';
const localeQuery = z.object({ locale: z.string().max(10).optional() });

/** The guests' side: access code, the site's data, RSVP, calendar entries, and the guest's own RSVP. */
export const PUBLIC_ROUTES: DocumentedRoute[] = [
  {
    method: 'post',
    path: `${P}/access`,
    tag: 'public site',
    summary: 'Enter the access code (401 invalidCode; 429 after too many attempts)',
    access: 'public',
    body: publicAccessRequestSchema,
    success: json(200, 'Admitted: the grant cookie is set', publicAccessResponseSchema),
  },
  {
    method: 'post',
    path: `${P}/logout`,
    tag: 'public site',
    summary: "Forget this wedding's guest grant",
    access: 'public',
    success: json(200, 'Left', loggedOutResponseSchema),
  },
  {
    method: 'get',
    path: `${P}/card`,
    tag: 'public site',
    summary: "The couple's names for the access-code page (null names for an unknown or closed site)",
    access: 'public',
    query: localeQuery,
    success: json(200, 'The card', publicWeddingCardResponseSchema),
  },
  {
    method: 'get',
    path: P,
    tag: 'public site',
    summary: 'Everything the site shows an admitted guest',
    access: 'guest',
    query: localeQuery,
    success: json(200, 'The site', publicWeddingResponseSchema),
  },
  {
    method: 'post',
    path: `${P}/rsvp`,
    tag: 'rsvps',
    summary: 'Submit an RSVP; with an Idempotency-Key a retry stores one RSVP and replays the first answer',
    access: 'guest',
    query: localeQuery,
    headers: z.object({
      'idempotency-key': z
        .string()
        .regex(/^[\x21-\x7e]{1,200}$/)
        .optional()
        .meta({
          description: 'Visible ASCII, 1-200 characters; reused with another body: 422 idempotencyKeyReused',
        }),
    }),
    body: publicRsvpRequestSchema,
    success: json(
      201,
      "Stored (or replayed, with Idempotent-Replayed: true); the device's wedding_rsvps cookie keeps the token",
      publicRsvpAnswerSchema,
    ),
  },
  {
    method: 'get',
    path: `${P}/events/:eventId/calendar.ics`,
    tag: 'public site',
    summary: 'A schedule event as an iCalendar file (404 eventNotFound)',
    access: 'guest',
    query: localeQuery,
    success: { status: 200, description: 'RFC 5545 calendar file', contentType: 'text/calendar' },
  },
  {
    method: 'get',
    path: '/api/public/demo',
    tag: 'public site',
    summary: "The installation's demo wedding and its access code (null in production)",
    access: 'public',
    success: json(200, 'The demo', demoSiteResponseSchema),
  },
  {
    method: 'get',
    path: `${P}/rsvps/mine`,
    tag: 'own rsvp',
    summary: 'The RSVPs this device sent to the wedding (its wedding_rsvps cookie), newest first',
    access: 'guest',
    success: json(200, 'Everything the guest submitted', ownRsvpListResponseSchema),
  },
  {
    method: 'delete',
    path: `${P}/rsvps/mine/:rsvpId`,
    tag: 'own rsvp',
    summary: 'Delete an RSVP this device sent (404 rsvpNotFound); the guest list forgets the answer',
    access: 'guest',
    success: { status: 204, description: 'Deleted' },
  },
  {
    method: 'get',
    path: '/api/public/rsvps/:token',
    tag: 'own rsvp',
    summary: "The RSVP of a private link (the submission's manageToken); 404 rsvpNotFound",
    access: 'token',
    success: json(200, 'Everything the guest submitted', ownRsvpResponseSchema),
  },
  {
    method: 'delete',
    path: '/api/public/rsvps/:token',
    tag: 'own rsvp',
    summary: 'Delete the RSVP of a private link; the guest list forgets the answer',
    access: 'token',
    success: { status: 204, description: 'Deleted' },
  },
];
