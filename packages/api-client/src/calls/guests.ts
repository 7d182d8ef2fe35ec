import {
  expandGuestRows,
  type GroupGuestsRequest,
  type GuestExportFormat,
  type GuestExportKind,
  type GuestImportDuplicateAction,
  type GuestListEntryPage,
  type GuestListQuery,
  type GuestPatch,
  type GuestPayloadInput,
  guestHistoryResponseSchema,
  guestImportResponseSchema,
  guestListQueryToApiParams,
  guestMessageResponseSchema,
  guestResponseSchema,
  guestRowsResponseSchema,
  guestSheetResponseSchema,
  type linkRsvpRequestSchema,
  rsvpDeadlineResponseSchema,
  rsvpDeskResponseSchema,
  rsvpLinkResponseSchema,
} from '@wedding/core';
import type { z } from 'zod';
import { type HttpClient, type Query, segment } from '../http/http-client';

const guests = (weddingId: string) => `/api/weddings/${segment(weddingId)}/guests`;
const wedding = (weddingId: string) => `/api/weddings/${segment(weddingId)}`;

/** The list's filters, search, page and limit as the API's query (`status` is sent as approvalStatus). */
export function guestListApiQuery(query: GuestListQuery): Query {
  return Object.fromEntries(guestListQueryToApiParams(query));
}

/**
 * The guest list of a wedding (docs/requirements.md B7 and beyond): list, form, grouping, import, exports, history.
 */
export function guestCalls(http: HttpClient) {
  return {
    /**
     * GET .../guests/rows: the list projection of one page (limit 5000 loads a client-mode list at once). `after`:
     * the previous page's nextCursor, so the server continues after its last row instead of counting rows off.
     */
    rows: async (
      weddingId: string,
      query: GuestListQuery,
      signal?: AbortSignal,
      after?: string,
    ): Promise<GuestListEntryPage> =>
      expandGuestRows(
        await http.get(`${guests(weddingId)}/rows`, guestRowsResponseSchema, {
          query: after ? { ...guestListApiQuery(query), after } : guestListApiQuery(query),
          signal,
        }),
      ),
    /** GET .../guests/{id}: one guest with every part (detail dialog, edit form). */
    get: (weddingId: string, guestId: string, signal?: AbortSignal) =>
      http.get(`${guests(weddingId)}/${segment(guestId)}`, guestResponseSchema, { signal }),
    create: (weddingId: string, body: GuestPayloadInput) =>
      http.post(guests(weddingId), guestResponseSchema, body),
    /** PUT the whole payload (form) or the one field an inline edit or the RSVP desk changed. */
    update: (weddingId: string, guestId: string, body: GuestPatch | GuestPayloadInput) =>
      http.put(`${guests(weddingId)}/${segment(guestId)}`, guestResponseSchema, body),
    remove: (weddingId: string, guestId: string) =>
      http.deleteAndRead(`${guests(weddingId)}/${segment(guestId)}`, guestMessageResponseSchema),
    group: (weddingId: string, body: GroupGuestsRequest) =>
      http.post(`${guests(weddingId)}/group`, guestMessageResponseSchema, body),
    ungroup: (weddingId: string, guestId: string) =>
      http.deleteAndRead(`${guests(weddingId)}/group`, guestMessageResponseSchema, { guestId }),
    history: (weddingId: string, guestId: string, signal?: AbortSignal) =>
      http.get(`${guests(weddingId)}/${segment(guestId)}/history`, guestHistoryResponseSchema, { signal }),
    /** GET .../guests/export: a file of the filtered, searched list (kind guests, caterer or stationer; csv or xlsx). */
    export: async (
      weddingId: string,
      query: GuestListQuery,
      file: { kind: GuestExportKind; format: GuestExportFormat },
    ): Promise<{ blob: Blob; fileName: string }> => {
      const { page: _page, limit: _limit, ...filters } = guestListApiQuery(query);
      const res = await http.download(`${guests(weddingId)}/export`, { query: { ...filters, ...file } });
      const disposition = res.headers.get('Content-Disposition') ?? '';
      const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${file.kind}.${file.format}`;
      return { blob: await res.blob(), fileName };
    },
    /** POST .../guests/import (multipart part `import`): the mapped rows; `dryRun` previews without saving. */
    import: (
      weddingId: string,
      body: { rows: Record<string, unknown>[]; duplicates: GuestImportDuplicateAction; dryRun: boolean },
    ) => {
      const form = new FormData();
      form.append('import', new Blob([JSON.stringify(body)], { type: 'application/json' }), 'import.json');
      return http.post(`${guests(weddingId)}/import`, guestImportResponseSchema, form, {
        timeoutMs: 120_000,
      });
    },
    /** POST .../guests/import/sheet: an .xlsx file's first sheet as text cells. */
    readSheet: (weddingId: string, file: Blob, fileName: string) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return http.post(`${guests(weddingId)}/import/sheet`, guestSheetResponseSchema, form, {
        timeoutMs: 60_000,
      });
    },
  };
}

/** The RSVP desk: answers with their list entries, counts, deadline, linking by hand. */
export function rsvpDeskCalls(http: HttpClient) {
  return {
    get: (weddingId: string, signal?: AbortSignal) =>
      http.get(`${wedding(weddingId)}/rsvp-desk`, rsvpDeskResponseSchema, { signal }),
    /** PUT .../rsvp-deadline: an ISO instant, or null for no deadline. */
    setDeadline: (weddingId: string, rsvpDeadline: string | null) =>
      http.put(`${wedding(weddingId)}/rsvp-deadline`, rsvpDeadlineResponseSchema, { rsvpDeadline }),
    link: (weddingId: string, rsvpId: string, body: z.input<typeof linkRsvpRequestSchema>) =>
      http.put(`${wedding(weddingId)}/rsvps/${segment(rsvpId)}/guest`, rsvpLinkResponseSchema, body),
  };
}
