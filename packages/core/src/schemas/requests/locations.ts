import { locationPayloadSchema } from '../location';

/** POST /api/weddings/{id}/locations: location fields plus type (spec A 7). */
export const createLocationRequestSchema = locationPayloadSchema;
/** PATCH /api/weddings/{id}/locations/{locationId}: the same body (spec A 7). */
export const updateLocationRequestSchema = locationPayloadSchema;
