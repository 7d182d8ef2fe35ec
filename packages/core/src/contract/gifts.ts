import { z } from 'zod';
import { recordIdSchema } from '../schemas/primitives/record-id';
import { giftListQuerySchema, giftRequestSchema } from '../schemas/requests/gifts';
import {
  giftDeletedResponseSchema,
  giftListResponseSchema,
  giftResponseSchema,
} from '../schemas/responses/gifts';
import { route } from './route';
import { weddingParamsSchema } from './weddings';

const member = route.meta({ access: 'member' });
const writer = route.meta({ access: 'member', action: 'editGuestList' });
const G = '/api/weddings/{weddingId}/gifts';
const tags = ['gifts'];
const giftParamsSchema = weddingParamsSchema.extend({ giftId: recordIdSchema });

/** The wedding's gifts, newest received first, filtered; with the counts by thank-you status of all of them. */
export const listGifts = member
  .route({
    method: 'GET',
    path: G,
    tags,
    summary:
      'Gifts per household and their thank-you notes (filters: status, still to thank, event, household, text)',
  })
  .input(z.object({ params: weddingParamsSchema, query: giftListQuerySchema }))
  .output(giftListResponseSchema);

/** Records a gift of a household (a side editor: of their side's households only, 403 guestSideForbidden). */
export const createGift = writer
  .route({
    method: 'POST',
    path: G,
    tags,
    summary: 'Record a gift (400 gifts.householdNotFound, gifts.eventNotFound; 403 guestSideForbidden)',
    successStatus: 201,
  })
  .input(z.object({ params: weddingParamsSchema, body: giftRequestSchema }))
  .output(giftResponseSchema);

/** Replaces a gift's fields, e.g. its thank-you status moving to 'sent' with the date. */
export const updateGift = writer
  .route({
    method: 'PUT',
    path: `${G}/{giftId}`,
    tags,
    summary: 'Change a gift or its thank-you status (404 gifts.notFound; 403 guestSideForbidden)',
  })
  .input(z.object({ params: giftParamsSchema, body: giftRequestSchema }))
  .output(giftResponseSchema);

export const deleteGift = writer
  .route({
    method: 'DELETE',
    path: `${G}/{giftId}`,
    tags,
    summary: 'Remove a gift (404 gifts.notFound; 403 guestSideForbidden)',
  })
  .input(z.object({ params: giftParamsSchema }))
  .output(giftDeletedResponseSchema);

/** The gift list as CSV, with the same filters as the list. */
export const giftsCsv = member
  .meta({ access: 'member', file: 'text/csv' })
  .route({ method: 'GET', path: `${G}.csv`, tags, summary: 'The gift list, filtered as the list (CSV)' })
  .input(z.object({ params: weddingParamsSchema, query: giftListQuerySchema }));

/** The same as an Excel workbook. */
export const giftsXlsx = member
  .meta({ access: 'member', file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })
  .route({ method: 'GET', path: `${G}.xlsx`, tags, summary: 'The gift list, filtered as the list (Excel)' })
  .input(z.object({ params: weddingParamsSchema, query: giftListQuerySchema }));
