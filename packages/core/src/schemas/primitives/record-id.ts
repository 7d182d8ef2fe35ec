import { z } from 'zod';

/**
 * Ids in paths and bodies are database keys (cuid or uuid). Anything else cannot name a row, so it is rejected
 * before it reaches the database (answered 404 in paths, 400 in bodies).
 */
export const RECORD_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const recordIdSchema = z.string().regex(RECORD_ID_PATTERN, 'Invalid id');
