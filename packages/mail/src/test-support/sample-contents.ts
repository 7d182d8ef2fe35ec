import type { MailKind } from '@wedding/core';
import type { MailContent, MailWedding, RsvpAnswerSummary } from '../mail-content';

/** A theme primary given as hex, so the rendered email can be checked for exactly this colour. */
export const SAMPLE_PRIMARY_HEX = '#7a3e9d';

export const SAMPLE_WEDDING: MailWedding = {
  partner1: 'Anna',
  partner2: 'Ben',
  weddingDate: '2027-06-12',
  rsvpDeadline: '2027-05-01',
  siteUrl: 'https://wedding.example.org/de/w/anna-und-ben',
  customization: { theme: { colors: { light: { primary: SAMPLE_PRIMARY_HEX } } } },
};

const ATTENDING: RsvpAnswerSummary = {
  respondentName: 'Clara Weiß',
  attendance: 'attending',
  numberOfGuests: 2,
  names: ['Clara Weiß', 'David Weiß'],
  message: 'Wir freuen uns riesig!\n\nBis bald.',
};
const DECLINED: RsvpAnswerSummary = {
  respondentName: 'Emil Roth',
  attendance: 'not_attending',
  numberOfGuests: 1,
  names: [],
  message: null,
};
const UNSURE: RsvpAnswerSummary = {
  respondentName: 'Frieda Lang',
  attendance: 'maybe',
  numberOfGuests: 3,
  names: ['Frieda Lang', 'Gustav Lang', 'Hanna Lang'],
  message: null,
};

/** One realistic content of every kind, each URL distinct so a test can look for all of them. */
export const SAMPLE_CONTENTS: { readonly [Kind in MailKind]: Extract<MailContent, { kind: Kind }> } = {
  saveTheDate: {
    kind: 'saveTheDate',
    wedding: SAMPLE_WEDDING,
    recipientName: 'Familie Weiß',
    link: 'https://wedding.example.org/de/w/anna-und-ben?household=save-the-date-token',
    unsubscribeUrl: 'https://wedding.example.org/de/w/anna-und-ben/unsubscribe/token-std',
    note: 'Wir können es kaum erwarten.\nMerkt euch den Tag!\n\nAnna & Ben',
  },
  invitation: {
    kind: 'invitation',
    wedding: SAMPLE_WEDDING,
    recipientName: 'Familie Weiß',
    link: 'https://wedding.example.org/de/w/anna-und-ben?household=invitation-token',
    unsubscribeUrl: 'https://wedding.example.org/de/w/anna-und-ben/unsubscribe/token-inv',
    note: null,
  },
  reminder: {
    kind: 'reminder',
    wedding: SAMPLE_WEDDING,
    recipientName: 'Emil',
    link: 'https://wedding.example.org/de/w/anna-und-ben?household=reminder-token',
    unsubscribeUrl: 'https://wedding.example.org/de/w/anna-und-ben/unsubscribe/token-rem',
  },
  rsvpConfirmation: {
    kind: 'rsvpConfirmation',
    wedding: SAMPLE_WEDDING,
    recipientName: 'Clara',
    answer: ATTENDING,
    manageUrl: 'https://wedding.example.org/de/w/anna-und-ben/rsvp/manage-token',
    unsubscribeUrl: 'https://wedding.example.org/de/w/anna-und-ben/unsubscribe/token-conf',
  },
  rsvpNotice: {
    kind: 'rsvpNotice',
    wedding: SAMPLE_WEDDING,
    answer: UNSURE,
    dashboardUrl: 'https://wedding.example.org/dashboard/rsvps?from=notice',
  },
  rsvpDigest: {
    kind: 'rsvpDigest',
    wedding: SAMPLE_WEDDING,
    day: '2027-03-14',
    answers: [ATTENDING, DECLINED, UNSURE],
    dashboardUrl: 'https://wedding.example.org/dashboard/rsvps?from=digest&view=list',
  },
  emailVerification: {
    kind: 'emailVerification',
    userName: 'Anna',
    verifyUrl: 'https://wedding.example.org/verify-email?token=verify-secret',
    expiresInHours: 24,
  },
  passwordReset: {
    kind: 'passwordReset',
    userName: 'Ben',
    resetUrl: 'https://wedding.example.org/reset-password?token=reset-secret',
    expiresInMinutes: 30,
  },
};

/** Every URL an email of this content must link to. */
export function urlsOf(content: MailContent): string[] {
  const candidates: unknown[] = Object.values(content);
  if ('wedding' in content) candidates.push(content.wedding.siteUrl);
  return candidates.filter(
    (value): value is string => typeof value === 'string' && value.startsWith('https://'),
  );
}
