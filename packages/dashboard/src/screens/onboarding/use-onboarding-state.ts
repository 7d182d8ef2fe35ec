import {
  browserTimeZone,
  type CalendarDate,
  formatOnboardingDate,
  generateSlug,
  type Locale,
  normalizeSlug,
  ONBOARDING_STEP_COUNT,
  type OnboardingDataInput,
  onboardingDateWindow,
  onboardingNavigation,
  onboardingStepFilled,
  parseOnboardingDate,
  sanitizeSlugInput,
} from '@wedding/core';
import { useState } from 'react';
import type { SlugCheckState } from '../../data/use-slug-availability';

export interface OnboardingDraftFields {
  partner1Name: string;
  partner2Name: string;
  /** The date as typed: dd.MM.yyyy, dd/MM/yyyy or dd-MM-yyyy (docs/requirements.md B5). */
  dateText: string;
  /** The address as typed; null while it follows the names and date by itself. */
  typedSlug: string | null;
}

const EMPTY: OnboardingDraftFields = { partner1Name: '', partner2Name: '', dateText: '', typedSlug: null };

/**
 * The three onboarding steps (docs/requirements.md B2 and B4): names, date, address. The address is made from the names
 * and the date's year until the couple types their own; Next needs a filled step, the last step an available address.
 */
export function useOnboardingState({
  today,
  locale,
  initial,
}: {
  today: Date;
  locale: Locale;
  /** Where to start (a story shows a later step). */
  initial?: { step?: number; fields?: Partial<OnboardingDraftFields> };
}) {
  const [step, setStep] = useState(initial?.step ?? 0);
  const [fields, setFields] = useState<OnboardingDraftFields>({ ...EMPTY, ...initial?.fields });
  const parsedDate = fields.dateText.trim() === '' ? null : parseOnboardingDate(fields.dateText, today);
  const weddingDate = parsedDate?.ok ? parsedDate.isoDate : '';
  const slugInput =
    fields.typedSlug ??
    generateSlug({
      partner1Name: fields.partner1Name,
      partner2Name: fields.partner2Name,
      weddingDate: parsedDate?.ok ? new Date(`${parsedDate.isoDate}T12:00:00`) : null,
      locale,
    });
  const slug = normalizeSlug(slugInput);
  const draft = { partner1Name: fields.partner1Name, partner2Name: fields.partner2Name, weddingDate, slug };

  return {
    step,
    fields,
    slugInput,
    slug,
    dateError: parsedDate && !parsedDate.ok ? parsedDate.error : null,
    /** The typed date when it is a valid wedding date, for the calendar to open on. */
    validDate: parsedDate?.ok ? parsedDate.date : null,
    /** The days the calendar offers: exactly those the typed-date rule accepts. */
    dateWindow: onboardingDateWindow(today),
    stepFilled: onboardingStepFilled(step, draft),
    update: (patch: Partial<Omit<OnboardingDraftFields, 'typedSlug'>>) =>
      setFields((current) => ({ ...current, ...patch })),
    /** A day picked from the calendar, written into the field as if typed. */
    pickDate: (date: CalendarDate) =>
      setFields((current) => ({ ...current, dateText: formatOnboardingDate(date) })),
    typeSlug: (typed: string) =>
      setFields((current) => ({ ...current, typedSlug: sanitizeSlugInput(typed) })),
    navigation: (slugState: SlugCheckState, loading: boolean) => {
      const ready =
        onboardingStepFilled(step, draft) && (step < ONBOARDING_STEP_COUNT - 1 || slugState === 'available');
      return onboardingNavigation(step, ready, loading);
    },
    next: () => setStep((current) => Math.min(current + 1, ONBOARDING_STEP_COUNT - 1)),
    back: () => setStep((current) => Math.max(current - 1, 0)),
    /** The body of POST /api/weddings; the time zone is this browser's (the couple can change it with the date). */
    payload: (): OnboardingDataInput => ({ ...draft, locale, timeZone: browserTimeZone() }),
  };
}

export type OnboardingState = ReturnType<typeof useOnboardingState>;
