import { locationPayloadSchema } from '../location';

/** POST /api/weddings/{id}/locations: location fields plus type (docs/requirements.md A7). */
export const createLocationRequestSchema = locationPayloadSchema;
/** PATCH /api/weddings/{id}/locations/{locationId}: the same body (docs/requirements.md A7). */
export const updateLocationRequestSchema = locationPayloadSchema;
