import { z } from 'zod';
import { TEXT_LIMITS } from './limits';
import { escapedText } from './primitives/escaped-text';

const dietaryEntrySchema = z
  .string({ error: 'dietary.customEmpty' })
  .trim()
  .min(1, 'dietary.customEmpty')
  .max(TEXT_LIMITS.name, 'validation.tooLong');

const sameEntry = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/**
 * docs/requirements.md B5: restrictions come from the list (vegetarian, vegan, ...) or are custom entries;
 * every entry is trimmed, non-empty and unique (case-insensitive).
 */
export const dietaryEntriesSchema = z.array(dietaryEntrySchema).superRefine((entries, context) => {
  entries.forEach((entry, index) => {
    if (entries.slice(0, index).some((earlier) => sameEntry(earlier, entry))) {
      context.addIssue({ code: 'custom', message: 'dietary.customDuplicate', path: [index] });
    }
  });
});

/** The "add custom entry" input: the same rules, checked against the entries already chosen. */
export function customDietaryEntrySchema(existingEntries: readonly string[]) {
  return dietaryEntrySchema.refine(
    (entry) => !existingEntries.some((existing) => sameEntry(existing, entry)),
    'dietary.customDuplicate',
  );
}

/**
 * dietaryInformation (docs/requirements.md B3); special requests and medical notes are HTML-escaped on input
 * (docs/requirements.md B5).
 */
export const guestDietarySchema = z.object({
  restrictions: dietaryEntriesSchema.default([]),
  allergies: dietaryEntriesSchema.default([]),
  preferences: dietaryEntriesSchema.default([]),
  specialRequests: escapedText(TEXT_LIMITS.mediumText),
  medicalNotes: escapedText(TEXT_LIMITS.mediumText),
});
export type GuestDietaryInformation = z.infer<typeof guestDietarySchema>;
