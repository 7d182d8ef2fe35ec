import {
  guestExportQuerySchema,
  guestHistoryResponseSchema,
  guestImportResponseSchema,
  guestResponseSchema,
  guestRowsQuerySchema,
  guestRowsResponseSchema,
  guestSheetResponseSchema,
  linkRsvpRequestSchema,
  rsvpDeadlineRequestSchema,
  rsvpDeadlineResponseSchema,
  rsvpDeskResponseSchema,
  rsvpLinkResponseSchema,
} from '@wedding/core';
import type { $ZodType } from 'zod/v4/core';
import type { DocumentedRoute } from './documented-route.js';

const json = (status: 200 | 201, description: string, schema: $ZodType) => ({ status, description, schema });
const G = '/api/weddings/:weddingId/guests';
const W = '/api/weddings/:weddingId';

/** Guest management: the list projection, exports, import, a guest's history, the RSVP desk and its deadline. */
export const GUEST_DESK_ROUTES: DocumentedRoute[] = [
  {
    method: 'get',
    path: `${G}/rows`,
    tag: 'guests',
    summary:
      "The list projection: one header of columns and a row of values per guest (filters, search, page, limit as the list; after: the previous page's nextCursor, the id of its last guest, so the page continues after that guest instead of skipping (page - 1) x limit rows)",
    access: 'member',
    query: guestRowsQuerySchema,
    success: json(200, 'The page', guestRowsResponseSchema),
  },
  {
    method: 'get',
    path: `${G}/export`,
    tag: 'guests',
    summary:
      'The filtered, searched list as a file: kind guests (every column), caterer (attending people, dietary needs, totals) or stationer (one row per household, envelope name, address); format csv (UTF-8 with BOM) or xlsx',
    access: 'member',
    query: guestExportQuerySchema,
    success: { status: 200, description: 'CSV or .xlsx file', contentType: 'text/csv' },
  },
  {
    method: 'post',
    path: `${G}/import`,
    tag: 'guests',
    summary:
      'Import mapped rows (multipart part "import": JSON {rows, duplicates: skip|merge, dryRun}); each row checked on its own, duplicates (name and phone) skipped or merged; at most 5,000 rows',
    access: 'member',
    action: 'editGuestList',
    upload: { field: 'import', description: 'JSON document {rows, duplicates, dryRun}' },
    success: json(201, 'What happened to each row (200 for a dry run)', guestImportResponseSchema),
  },
  {
    method: 'post',
    path: `${G}/import/sheet`,
    tag: 'guests',
    summary: "Read an .xlsx file's first sheet as text cells, for the column mapping",
    access: 'member',
    action: 'editGuestList',
    upload: { field: 'file', description: 'The .xlsx file' },
    success: json(200, 'Header and rows', guestSheetResponseSchema),
  },
  {
    method: 'get',
    path: `${G}/:guestId`,
    tag: 'guests',
    summary: 'One guest with every part (addresses, profiles, dietary information, emergency contact)',
    access: 'member',
    success: json(200, 'The guest', guestResponseSchema),
  },
  {
    method: 'get',
    path: `${G}/:guestId/history`,
    tag: 'guests',
    summary: "A guest's change history, newest first: who changed what, when",
    access: 'member',
    success: json(200, 'The changes', guestHistoryResponseSchema),
  },
  {
    method: 'get',
    path: `${W}/rsvp-desk`,
    tag: 'rsvps',
    summary:
      'The RSVP desk: deadline, head-counts (households, unnamed plus-ones) and every RSVP with its list entry',
    access: 'member',
    success: json(200, 'The desk', rsvpDeskResponseSchema),
  },
  {
    method: 'put',
    path: `${W}/rsvp-deadline`,
    tag: 'rsvps',
    summary: 'Set or clear the RSVP deadline; after it the public RSVP answers 410 rsvpClosed',
    access: 'member',
    action: 'editGuestList',
    body: rsvpDeadlineRequestSchema,
    success: json(200, 'The deadline', rsvpDeadlineResponseSchema),
  },
  {
    method: 'put',
    path: `${W}/rsvps/:rsvpId/guest`,
    tag: 'rsvps',
    summary: 'Link an RSVP to a list entry (its answer is applied there) or unlink it (null)',
    access: 'member',
    action: 'editGuestList',
    body: linkRsvpRequestSchema,
    success: json(200, 'The RSVP', rsvpLinkResponseSchema),
  },
];
