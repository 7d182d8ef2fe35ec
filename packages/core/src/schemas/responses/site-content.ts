import { z } from 'zod';
import { LOCALES } from '../../constants';
import { EVENT_AUDIENCES } from '../../logic/events/event-invitation';
import { GUEST_CATEGORIES, GUEST_SIDES } from '../enums';
import { weddingInfoViewSchema } from './weddings';

/**
 * GET /api/weddings/{id}/content: every language's texts and the language the couple wrote first (`mainLocale`),
 * which guests read where their own language has no text.
 */
export const siteContentResponseSchema = z.object({
  mainLocale: z.enum(LOCALES),
  infos: z.array(weddingInfoViewSchema),
});
export type SiteContentResponse = z.infer<typeof siteContentResponseSchema>;

const eventTextSchema = z.object({ title: z.string(), description: z.string().nullable() });
export type ScheduleEventText = z.infer<typeof eventTextSchema>;

const mealTextSchema = z.object({ name: z.string(), description: z.string().nullable() });
export type MealOptionText = z.infer<typeof mealTextSchema>;

/** A meal option of an event as the dashboard edits it: its name and description per written language. */
export const mealOptionViewSchema = z.object({
  id: z.string(),
  isKids: z.boolean(),
  texts: z.partialRecord(z.enum(LOCALES), mealTextSchema),
});
export type MealOptionView = z.infer<typeof mealOptionViewSchema>;

/**
 * A schedule event as the dashboard edits it: shared fields, the title/description per written language, who is
 * invited (everyone, or the chosen categories, sides and households) and the meals guests choose from.
 */
export const scheduleEventViewSchema = z.object({
  id: z.string(),
  day: z.iso.date(),
  time: z.string(),
  endTime: z.string().nullable(),
  location: z.string().nullable(),
  type: z.string(),
  required: z.boolean(),
  texts: z.partialRecord(z.enum(LOCALES), eventTextSchema),
  audience: z.enum(EVENT_AUDIENCES),
  invitedCategories: z.array(z.enum(GUEST_CATEGORIES)),
  invitedSides: z.array(z.enum(GUEST_SIDES)),
  invitedHouseholdIds: z.array(z.string()),
  mealOptions: z.array(mealOptionViewSchema),
});
export type ScheduleEventView = z.infer<typeof scheduleEventViewSchema>;
export const scheduleListResponseSchema = z.object({
  mainLocale: z.enum(LOCALES),
  events: z.array(scheduleEventViewSchema),
});
export type ScheduleListResponse = z.infer<typeof scheduleListResponseSchema>;
export const scheduleEventResponseSchema = z.object({ event: scheduleEventViewSchema });

export const accommodationViewSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  address: z.string(),
  priceRange: z.string().nullable(),
  distance: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  specialRate: z.string().nullable(),
  /** Amenity keys (ACCOMMODATION_AMENITIES; older data may hold others, shown as written). */
  amenities: z.array(z.string()),
});
export type AccommodationView = z.infer<typeof accommodationViewSchema>;
export const accommodationListResponseSchema = z.object({ accommodations: z.array(accommodationViewSchema) });
export const accommodationResponseSchema = z.object({ accommodation: accommodationViewSchema });
