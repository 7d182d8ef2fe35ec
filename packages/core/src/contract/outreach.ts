import { z } from 'zod';
import { recordIdSchema } from '../schemas/primitives/record-id';
import {
  householdLocaleRequestSchema,
  printCardsQuerySchema,
  qrSheetQuerySchema,
} from '../schemas/requests/outreach';
import { householdListResponseSchema, householdResponseSchema } from '../schemas/responses/outreach';
import { route } from './route';
import { weddingParamsSchema } from './weddings';

const member = route.meta({ access: 'member' });
const W = '/api/weddings/{weddingId}';
const householdParamsSchema = weddingParamsSchema.extend({ householdId: recordIdSchema });

/** Every household with its personal link, answer, contact and whether mail can reach it. */
export const listHouseholds = member
  .route({
    method: 'GET',
    path: `${W}/households`,
    tags: ['outreach'],
    summary: 'Households and their links',
  })
  .input(z.object({ params: weddingParamsSchema }))
  .output(householdListResponseSchema);

/** Revokes a household's personal link (and the printed QR codes of it) and gives it a new one. */
export const renewHouseholdLink = member
  .meta({ access: 'member', action: 'editGuestList' })
  .route({
    method: 'POST',
    path: `${W}/households/{householdId}/link`,
    tags: ['outreach'],
    summary: "Revoke a household's personal link and make a new one",
  })
  .input(z.object({ params: householdParamsSchema }))
  .output(householdResponseSchema);

/** The language of a household's messages and cards. */
export const setHouseholdLocale = member
  .meta({ access: 'member', action: 'editGuestList' })
  .route({
    method: 'PUT',
    path: `${W}/households/{householdId}/locale`,
    tags: ['outreach'],
    summary: "Set the language of a household's messages and cards",
  })
  .input(z.object({ params: householdParamsSchema, body: householdLocaleRequestSchema }))
  .output(householdResponseSchema);

/** A household's personal link as a QR code. */
export const householdQrCode = member
  .meta({ access: 'member', file: 'image/svg+xml' })
  .route({
    method: 'GET',
    path: `${W}/households/{householdId}/qr.svg`,
    tags: ['outreach'],
    summary: "A household's personal link as a QR code (SVG)",
  })
  .input(z.object({ params: householdParamsSchema }));

/** The site's address as a QR code, for anything printed without personal links. */
export const siteQrCode = member
  .meta({ access: 'member', file: 'image/svg+xml' })
  .route({
    method: 'GET',
    path: `${W}/site-qr.svg`,
    tags: ['outreach'],
    summary: "The site's address as a QR code (SVG)",
  })
  .input(z.object({ params: weddingParamsSchema }));

/** Print-ready cards, one page per household with its QR code. */
export const printCards = member
  .meta({ access: 'member', file: 'application/pdf' })
  .route({
    method: 'GET',
    path: `${W}/cards.pdf`,
    tags: ['outreach'],
    summary: 'Save-the-date or invitation cards, one per household with its QR code (PDF, A6 or A5)',
  })
  .input(z.object({ params: weddingParamsSchema, query: printCardsQuerySchema }));

/** One sheet of every household's QR code with its names, for hand-written envelopes. */
export const printQrSheet = member
  .meta({ access: 'member', file: 'application/pdf' })
  .route({
    method: 'GET',
    path: `${W}/qr-sheet.pdf`,
    tags: ['outreach'],
    summary: "Every household's QR code with its names (PDF, A4)",
  })
  .input(z.object({ params: weddingParamsSchema, query: qrSheetQuerySchema }));
