import { z } from 'zod';
import { TEXT_LIMITS } from '../limits';
import { recordIdSchema } from '../primitives/record-id';

/** Where the thank-you note for a gift stands: still to write, written, sent. */
export const THANK_YOU_STATUSES = ['toWrite', 'written', 'sent'] as const;
export type ThankYouStatus = (typeof THANK_YOU_STATUSES)[number];

/** Limits of a gift: its description, and an amount that fits Decimal(12,2) (below 10^10, cents at most). */
export const GIFT_LIMITS = { description: TEXT_LIMITS.shortText, maxAmount: 9_999_999_999.99 } as const;

/** ISO 4217 currency codes: three uppercase letters (EUR, USD, PLN, TRY, INR). */
export const CURRENCY_CODE_PATTERN = /^[A-Z]{3}$/;

/** A calendar date 'YYYY-MM-DD'; null or blank clears it. */
const optionalDay = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z.iso.date({ error: 'validation.invalidDate' }).nullish(),
);

/** A typed amount as a number: blank is none, a decimal comma reads as a point, anything else stays as typed. */
function amountFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed.replace(',', '.'));
  return Number.isFinite(number) ? number : value;
}

const hasCents = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6;

/**
 * A gift as the couple records it: from which household (its head's guest id), what, an optional amount with its
 * currency, when it came, at which event, and where the thank-you note stands (with the date of that status).
 * Create and update send the same body (an update replaces every field).
 */
export const giftRequestSchema = z
  .object({
    householdId: recordIdSchema,
    description: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(GIFT_LIMITS.description, 'validation.tooLong'),
    // A form sends the amount as typed ("12,50" or "12.50"; blank for none); the API's callers send a number.
    amount: z.preprocess(
      amountFromText,
      z
        .number({ error: 'validation.invalidType' })
        .min(0, 'validation.tooSmall')
        .max(GIFT_LIMITS.maxAmount, 'validation.tooBig')
        .refine((amount) => !hasCents(amount), 'gifts.amountDecimals')
        .nullish(),
    ),
    currency: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() || null : value),
      z
        .string({ error: 'validation.invalidType' })
        .regex(CURRENCY_CODE_PATTERN, 'validation.invalidFormat')
        .nullish(),
    ),
    receivedOn: optionalDay,
    eventId: recordIdSchema.nullish(),
    thankYouStatus: z.enum(THANK_YOU_STATUSES, { error: 'validation.invalidOption' }).default('toWrite'),
    thankYouOn: optionalDay,
  })
  .superRefine((gift, context) => {
    if (gift.amount !== null && gift.amount !== undefined && !gift.currency) {
      context.addIssue({ code: 'custom', path: ['currency'], message: 'gifts.currencyRequired' });
    }
  })
  .transform((gift) => {
    const amount = gift.amount ?? null;
    return {
      householdId: gift.householdId,
      description: gift.description,
      amount,
      /** A currency names the amount's: without an amount none is kept. */
      currency: amount === null ? null : (gift.currency ?? null),
      receivedOn: gift.receivedOn ?? null,
      eventId: gift.eventId ?? null,
      thankYouStatus: gift.thankYouStatus,
      thankYouOn: gift.thankYouOn ?? null,
    };
  });
export type GiftRequest = z.input<typeof giftRequestSchema>;
export type GiftInput = z.output<typeof giftRequestSchema>;

const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * The gift list's filters, read from the query (the CSV and Excel exports take the same): a thank-you status,
 * 'still to thank' (every gift whose note is not sent yet), an event, a household, and a text searched in the
 * description and the household's name.
 */
export const giftListQuerySchema = z.object({
  thankYouStatus: z.preprocess(
    blankAsMissing,
    z.enum(THANK_YOU_STATUSES, { error: 'validation.invalidOption' }).optional(),
  ),
  stillToThank: z.preprocess(
    blankAsMissing,
    z
      .enum(['true', 'false', '1', '0'], { error: 'validation.invalidOption' })
      .optional()
      .transform((value) => value === 'true' || value === '1'),
  ),
  eventId: z.preprocess(blankAsMissing, recordIdSchema.optional()),
  householdId: z.preprocess(blankAsMissing, recordIdSchema.optional()),
  search: z.preprocess(
    blankAsMissing,
    z
      .string({ error: 'validation.invalidType' })
      .trim()
      .max(GIFT_LIMITS.description, 'validation.tooLong')
      .optional(),
  ),
});
export type GiftListQuery = z.input<typeof giftListQuerySchema>;
export type GiftListFilter = z.output<typeof giftListQuerySchema>;
