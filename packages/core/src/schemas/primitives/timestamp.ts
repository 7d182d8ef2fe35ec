import { z } from 'zod';

/** A moment sent by the API: an ISO string or a Date (server side), always returned as a Date. */
export const timestampSchema = z.coerce.date({ error: 'validation.invalidDate' });
