import { type AttendanceStatus, DIETARY_RESTRICTIONS, type Locale, translate } from '@wedding/core';
import type { OwnRsvp } from '@wedding/rsvp';
import type { ReactNode } from 'react';
import { ownRsvpText } from '../own-rsvp-text';
import * as styles from './RsvpAnswerSummary.css';

export interface RsvpAnswerSummaryProps {
  rsvp: OwnRsvp;
  locale: Locale;
}

/** The guest's own words for their answer, as the wizard offered them ('Ja, ich komme'). */
const ATTENDANCE_KEYS = {
  attending: 'rsvp.attending',
  not_attending: 'rsvp.notAttending',
  maybe: 'rsvp.maybe',
} as const satisfies Record<AttendanceStatus, string>;

export const attendanceText = (status: AttendanceStatus, locale: Locale) =>
  translate(ATTENDANCE_KEYS[status], locale);

/** The moment the answer was sent, in the guest's language and time zone (rendered in the browser only). */
export const sentAtText = (submittedAt: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(submittedAt));

/** A restriction the wizard offered is shown in the guest's language; anything else as it was typed. */
function restrictionText(restriction: string, locale: Locale): string {
  return (DIETARY_RESTRICTIONS as readonly string[]).includes(restriction)
    ? translate(`rsvp.dietary.${restriction as (typeof DIETARY_RESTRICTIONS)[number]}`, locale)
    : restriction;
}

/**
 * Everything the guest sent, as a description list: when, who, whether they come, everyone the answer covers
 * with their dietary needs and allergies, transport and accommodation, the message. Nothing here is the couple's.
 */
export function RsvpAnswerSummary({ rsvp, locale }: RsvpAnswerSummaryProps) {
  const text = (key: Parameters<typeof ownRsvpText>[0], params?: Record<string, string | number>) =>
    ownRsvpText(key, locale, params);
  const none = text('answer.none');
  const list = new Intl.ListFormat(locale, { type: 'unit', style: 'short' });
  const attending = rsvp.attendanceStatus === 'attending';
  const rows: [string, ReactNode][] = [
    [text('answer.submittedAt'), sentAtText(rsvp.submittedAt, locale)],
    [text('answer.name'), rsvp.name],
    [text('answer.email'), rsvp.email ?? none],
    [text('answer.phone'), rsvp.phone],
    [text('answer.attendance'), attendanceText(rsvp.attendanceStatus, locale)],
  ];
  if (attending) {
    rows.push([text('answer.numberOfGuests'), String(rsvp.numberOfGuests)]);
    if (rsvp.guests.length > 0) {
      rows.push([
        text('answer.guests'),
        <ul className={styles.people} key="guests">
          {rsvp.guests.map((guest, index) => {
            const needs = [
              ...guest.dietaryRestrictions.map((restriction) => restrictionText(restriction, locale)),
              ...(guest.allergies ? [text('answer.allergies', { allergies: guest.allergies })] : []),
            ];
            return (
              // Position is the identity: the respondent first, then the companions in the order given.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
              <li key={index}>
                {guest.name}
                <span className={styles.needs}>
                  {needs.length > 0 ? list.format(needs) : text('answer.noNeeds')}
                </span>
              </li>
            );
          })}
        </ul>,
      ]);
    }
    rows.push([text('answer.transport'), text(rsvp.needsTransport ? 'answer.needed' : 'answer.notNeeded')]);
    rows.push([
      text('answer.accommodation'),
      text(rsvp.needsAccommodation ? 'answer.needed' : 'answer.notNeeded'),
    ]);
  }
  rows.push([text('answer.message'), rsvp.message?.trim() ? rsvp.message : none]);
  return (
    <dl className={styles.list}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
