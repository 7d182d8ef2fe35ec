import { z } from 'zod';
import { LOCALES } from '../../constants';
import { adminPagingSchema } from '../admin/admin-paging';
import { BULK_MAIL_KINDS, MAIL_STATUSES, RSVP_NOTICE_MODES } from '../enums';
import { TEXT_LIMITS } from '../limits';
import { recordIdSchema } from '../primitives/record-id';

/** Most households one message or one print run names by id (the guest list's largest import). */
export const MAX_CHOSEN_HOUSEHOLDS = 5_000;
/** Reminder lead times a couple may pick: up to four, 1 to 90 days before the deadline. */
export const REMINDER_LEAD_DAYS = { min: 1, max: 90, count: 4 } as const;

export const PRINT_CARD_KINDS = ['saveTheDate', 'invitation'] as const;
export type PrintCardKind = (typeof PRINT_CARD_KINDS)[number];
export const PRINT_CARD_SIZES = ['A6', 'A5'] as const;
export type PrintCardSize = (typeof PRINT_CARD_SIZES)[number];

/** Which households a message or a print run is for: every one, those without an answer, or chosen ones. */
export const HOUSEHOLD_AUDIENCES = ['all', 'unanswered', 'chosen'] as const;
export type HouseholdAudience = (typeof HOUSEHOLD_AUDIENCES)[number];

const chosenIdsSchema = z
  .array(recordIdSchema, { error: 'validation.invalidType' })
  .max(MAX_CHOSEN_HOUSEHOLDS, 'validation.tooManyItems');

/** The households of a message: `audience` and, for 'chosen', their ids (party heads' guest ids). */
export const householdSelectionSchema = z
  .object({
    audience: z.enum(HOUSEHOLD_AUDIENCES, { error: 'validation.invalidOption' }),
    households: chosenIdsSchema.default([]),
  })
  .refine((selection) => selection.audience !== 'chosen' || selection.households.length > 0, {
    message: 'noRecipients',
    path: ['households'],
  });
export type HouseholdSelection = z.output<typeof householdSelectionSchema>;

/** A save-the-date or invitation email to households, with the couple's optional personal note. */
export const bulkMailRequestSchema = z.object({
  kind: z.enum(BULK_MAIL_KINDS, { error: 'validation.invalidOption' }),
  note: z
    .string({ error: 'validation.invalidType' })
    .trim()
    .max(TEXT_LIMITS.mediumText, 'validation.tooLong')
    .default(''),
  selection: householdSelectionSchema,
  /** Chosen once per message the couple writes: the same send repeated (a double click, a retry) sends nothing twice. */
  requestId: z.uuid('validation.invalid').optional(),
});
export type BulkMailRequest = z.input<typeof bulkMailRequestSchema>;

/** Print run of household cards: kind, paper size, language, households. Read from the query of a PDF link. */
export const printCardsQuerySchema = z.object({
  kind: z.enum(PRINT_CARD_KINDS, { error: 'validation.invalidOption' }).default('invitation'),
  size: z.enum(PRINT_CARD_SIZES, { error: 'validation.invalidOption' }).default('A6'),
  locale: z.enum(LOCALES, { error: 'validation.invalidOption' }).optional(),
  audience: z.enum(HOUSEHOLD_AUDIENCES, { error: 'validation.invalidOption' }).default('all'),
  /** Comma-separated ids for audience 'chosen' (a link must carry them). */
  households: z
    .string()
    .max(MAX_CHOSEN_HOUSEHOLDS * 66, 'validation.tooLong')
    .default('')
    .transform((text) => text.split(',').filter((id) => id !== ''))
    .pipe(chosenIdsSchema),
});
export type PrintCardsQuery = z.input<typeof printCardsQuerySchema>;

/** The QR sheet's language and households. */
export const qrSheetQuerySchema = printCardsQuerySchema.pick({
  locale: true,
  audience: true,
  households: true,
});

/** The couple's choices for RSVP notices and reminders. */
export const mailSettingsRequestSchema = z.object({
  rsvpNoticeMode: z.enum(RSVP_NOTICE_MODES, { error: 'validation.invalidOption' }),
  reminderLeadDays: z
    .array(
      z
        .number({ error: 'validation.invalidType' })
        .int('validation.integer')
        .min(REMINDER_LEAD_DAYS.min, 'validation.tooSmall')
        .max(REMINDER_LEAD_DAYS.max, 'validation.tooBig'),
    )
    .max(REMINDER_LEAD_DAYS.count, 'validation.tooManyItems')
    .transform((days) => [...new Set(days)].sort((a, b) => b - a)),
});
export type MailSettingsRequest = z.input<typeof mailSettingsRequestSchema>;

/** A household's language for its messages and cards; null follows the wedding's main language. */
export const householdLocaleRequestSchema = z.object({
  locale: z.enum(LOCALES, { error: 'validation.invalidOption' }).nullable(),
});

/** A page of the outbox, optionally one status only. */
export const outboxQuerySchema = adminPagingSchema.extend({
  status: z.enum(MAIL_STATUSES, { error: 'validation.invalidOption' }).optional(),
});
