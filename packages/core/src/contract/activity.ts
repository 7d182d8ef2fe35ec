import { z } from 'zod';
import { activityQuerySchema } from '../schemas/requests/activity';
import { activityPageResponseSchema } from '../schemas/responses/activity';
import { route } from './route';
import { weddingParamsSchema } from './weddings';

/** Who changed what and when across the wedding, newest first; every member may read it. */
export const listActivity = route
  .meta({ access: 'member' })
  .route({
    method: 'GET',
    path: '/api/weddings/{weddingId}/activity',
    tags: ['activity'],
    summary: 'The wedding activity feed: who changed what and when, newest first, by area and person',
  })
  .input(z.object({ params: weddingParamsSchema, query: activityQuerySchema }))
  .output(activityPageResponseSchema);
