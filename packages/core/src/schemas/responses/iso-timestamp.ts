import { z } from 'zod';

/** A moment as the API sends it in JSON: an ISO 8601 string (kept a string so cached answers stay plain JSON). */
export const isoTimestampSchema = z.iso.datetime({ offset: true });
