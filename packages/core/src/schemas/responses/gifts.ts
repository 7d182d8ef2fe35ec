import { z } from 'zod';
import { THANK_YOU_STATUSES } from '../requests/gifts';

/** One gift as the dashboard shows it: the household's and the event's names beside their ids. */
export const giftResponseItemSchema = z.object({
  id: z.string(),
  /** The household head's guest id. */
  householdId: z.string(),
  /** The household's name (its head's name). */
  householdName: z.string(),
  description: z.string(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  /** 'YYYY-MM-DD' */
  receivedOn: z.iso.date().nullable(),
  eventId: z.string().nullable(),
  /** The event's title in the wedding's main language. */
  eventTitle: z.string().nullable(),
  thankYouStatus: z.enum(THANK_YOU_STATUSES),
  /** 'YYYY-MM-DD': when the note was written or sent. */
  thankYouOn: z.iso.date().nullable(),
  createdAt: z.string(),
});
export type GiftView = z.infer<typeof giftResponseItemSchema>;

/** How many gifts the wedding has, by thank-you status (all of them, whatever the filter). */
export const giftCountsSchema = z.object({
  total: z.number().int(),
  toWrite: z.number().int(),
  written: z.number().int(),
  sent: z.number().int(),
});
export type GiftCounts = z.infer<typeof giftCountsSchema>;

export const giftListResponseSchema = z.object({
  gifts: z.array(giftResponseItemSchema),
  counts: giftCountsSchema,
});
export type GiftList = z.infer<typeof giftListResponseSchema>;

export const giftResponseSchema = z.object({ gift: giftResponseItemSchema, counts: giftCountsSchema });
export type GiftAnswer = z.infer<typeof giftResponseSchema>;

export const giftDeletedResponseSchema = z.object({ id: z.string(), counts: giftCountsSchema });
