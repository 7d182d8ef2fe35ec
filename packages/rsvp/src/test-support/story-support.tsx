import type { Decorator } from '@storybook/react-vite';
import { DEFAULT_LOCALE, type Locale, type MessageKey, type MessageParams, translate } from '@wedding/core';
import {
  formatMessage,
  type ThemeModePreference,
  ThemeProvider,
  type UiMessageKey,
  uiMessages,
} from '@wedding/ui';
import { useState } from 'react';
import { RsvpWizard, type RsvpWizardProps } from '../components/RsvpWizard/RsvpWizard';
import type { RsvpDraft } from '../state/rsvp-draft';
import { seededDraftStorage } from './seeded-draft-storage';

/** The theme an app mounts, following the toolbar's colour mode; the wizard sets its own language. */
export const withRsvpTheme: Decorator = (Story, context) => (
  <ThemeProvider mode={(context.globals.colorMode as ThemeModePreference | undefined) ?? 'light'}>
    <div style={{ padding: '1.5rem', maxWidth: '36rem' }}>
      <Story />
    </div>
  </ThemeProvider>
);

/** The toolbar's locale, the default one in the test runs. */
export const storyLocale = (globals: Record<string, unknown>): Locale =>
  (globals.locale as Locale | undefined) ?? DEFAULT_LOCALE;

/** A core text in the stories' locale (the default locale), so expectations follow the catalogue. */
export const text = (key: MessageKey, params?: MessageParams) => translate(key, DEFAULT_LOCALE, params);

/** A @wedding/ui text (progress, phone picker, counter) in the stories' locale. */
export const uiText = (key: UiMessageKey, params?: MessageParams) =>
  formatMessage(uiMessages[DEFAULT_LOCALE][key], params, DEFAULT_LOCALE);

/** A label as a regular expression that also matches the required marker react-aria appends. */
export const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The API's 201 answer for a stored RSVP. */
export const storedAnswer = {
  rsvp: {
    id: 'r1',
    submittedAt: '2026-11-22T09:00:00.000Z',
    attendanceStatus: 'maybe',
    numberOfGuests: 0,
    manageToken: 'r1.qW8sZ4u2_fYk9LhP0aXv3nB7eR1tM6yC5dJ2gH8iO4w',
  },
};
export const createdResponse = () => new Response(JSON.stringify(storedAnswer), { status: 201 });

export interface WizardAtStepProps extends RsvpWizardProps {
  /** The step the guest had reached, with the answers typed so far. */
  step: number;
  draft: Partial<RsvpDraft>;
}

/** The wizard reopened at a step from a saved draft, as a returning guest sees it; each mount gets its own store. */
export function WizardAtStep({ step, draft, ...props }: WizardAtStepProps) {
  const [storage] = useState(() => seededDraftStorage(props.slug, step, draft));
  return <RsvpWizard {...props} storage={storage} />;
}
