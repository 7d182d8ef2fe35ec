import { z } from 'zod';

/** `?month=2026-06`: the calendar's month in the URL (absent: this month). */
export const calendarSearchSchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional()
    .catch(undefined),
});
