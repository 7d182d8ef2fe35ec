import { LOCALES, rsvpSteps } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { RSVP_WIZARD_LABELS, rsvpWizardLabels } from './rsvp-wizard-labels';

function texts(value: unknown): string[] {
  return typeof value === 'string' ? [value] : Object.values(value as object).flatMap(texts);
}

describe('spec B 9 languages de, en, pl, tr, hi, es: every wizard label is translated', () => {
  it.each(LOCALES)('%s has a non-blank title and encouragement for every step and every label', (locale) => {
    const labels = rsvpWizardLabels(locale);
    for (const step of rsvpSteps('attending')) {
      expect(labels.steps[step].trim()).not.toBe('');
      expect(labels.encouragement[step].trim()).not.toBe('');
    }
    expect(texts(labels).every((text) => text.trim() !== '')).toBe(true);
    expect(labels.guestName).toContain('{number}');
  });
  it('no locale other than en repeats the English Back/Next/success texts', () => {
    for (const locale of LOCALES.filter((code) => code !== 'en')) {
      const labels = RSVP_WIZARD_LABELS[locale];
      expect([labels.back, labels.next, labels.successText]).not.toContain(RSVP_WIZARD_LABELS.en.next);
      expect(labels.successText).not.toBe(RSVP_WIZARD_LABELS.en.successText);
    }
  });
});
