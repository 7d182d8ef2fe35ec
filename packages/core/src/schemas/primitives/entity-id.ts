import { z } from 'zod';

/** Identifiers are opaque non-blank strings (the database chooses their format). */
export const entityIdSchema = z.string({ error: 'validation.required' }).trim().min(1, 'validation.required');
export type EntityId = z.infer<typeof entityIdSchema>;
