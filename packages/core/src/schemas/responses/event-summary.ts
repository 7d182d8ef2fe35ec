import { z } from 'zod';
import { EVENT_AUDIENCES } from '../../logic/events/event-invitation';

/** One meal of an event with how many attending people picked it. */
export const eventMealCountSchema = z.object({
  id: z.string(),
  name: z.string(),
  isKids: z.boolean(),
  count: z.number().int(),
});

/**
 * An event's head-count for the couple: households invited, people coming (per-event answers, else the RSVP's
 * single answer for every event the household is invited to), and the meals picked.
 */
export const eventSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  day: z.iso.date(),
  time: z.string(),
  audience: z.enum(EVENT_AUDIENCES),
  invitedHouseholds: z.number().int(),
  answeredHouseholds: z.number().int(),
  attending: z.number().int(),
  meals: z.array(eventMealCountSchema),
  /** Attending people without a meal although the event offers meals (answered before meals existed, or unnamed). */
  withoutMeal: z.number().int(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

/** GET /api/weddings/{id}/events/summary. */
export const eventSummaryResponseSchema = z.object({ events: z.array(eventSummarySchema) });
export type EventSummaryResponse = z.infer<typeof eventSummaryResponseSchema>;
