import { z } from 'zod';
import { recordIdSchema } from '../schemas/primitives/record-id';
import { patchWeddingRequestSchema } from '../schemas/requests/weddings';
import { weddingPatchResponseSchema } from '../schemas/responses/weddings';
import { route } from './route';

/** The path of every route about one wedding of a signed-in member. */
export const weddingParamsSchema = z.object({ weddingId: recordIdSchema });

/**
 * Customization save with optimistic concurrency (the version last seen, in the body or `If-Match`; a stale one
 * answers 409 versionConflict with the current state), or the site switched on or off.
 */
export const patchWedding = route
  .meta({ access: 'member', action: 'editWedding' })
  .route({
    method: 'PATCH',
    path: '/api/weddings/{weddingId}',
    tags: ['weddings'],
    summary: 'Save customization (409 versionConflict with the newer state) or switch the site on/off',
    successDescription: 'The stored customization and its version',
  })
  .input(z.object({ params: weddingParamsSchema, body: patchWeddingRequestSchema }))
  .output(weddingPatchResponseSchema);
