import { z } from 'zod';
import { recordIdSchema } from '../schemas/primitives/record-id';
import { eventSummaryResponseSchema } from '../schemas/responses/event-summary';
import { route } from './route';
import { weddingParamsSchema } from './weddings';

const member = route.meta({ access: 'member' });
const W = '/api/weddings/{weddingId}';
const eventParamsSchema = weddingParamsSchema.extend({ eventId: recordIdSchema });

/** Every schedule event with its head-count and meal totals. */
export const readEventSummary = member
  .route({
    method: 'GET',
    path: `${W}/events/summary`,
    tags: ['events'],
    summary: 'Head-count and meal totals per schedule event',
  })
  .input(z.object({ params: weddingParamsSchema }))
  .output(eventSummaryResponseSchema);

/** The caterer's list of one event as CSV: meal totals, then each attending person's meal, diet and allergies. */
export const catererCsv = member
  .meta({ access: 'member', file: 'text/csv' })
  .route({
    method: 'GET',
    path: `${W}/events/{eventId}/caterer.csv`,
    tags: ['events'],
    summary: "The caterer's list of one event (CSV)",
  })
  .input(z.object({ params: eventParamsSchema }));

/** The same list as an Excel workbook. */
export const catererXlsx = member
  .meta({ access: 'member', file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })
  .route({
    method: 'GET',
    path: `${W}/events/{eventId}/caterer.xlsx`,
    tags: ['events'],
    summary: "The caterer's list of one event (Excel)",
  })
  .input(z.object({ params: eventParamsSchema }));
