import type { ActivityEntry, Locale } from '@wedding/core';
import { type DashboardText, dashboardText } from '../../i18n/dashboard-text';

type LineKey = `line.${string}` & Parameters<DashboardText<'activity'>>[0];

const MEMBER_ROLE_DETAILS = new Set(['owner', 'coPlanner', 'guestEditor', 'sideEditor', 'viewer']);

/** The value a line names beside its subject, in the reader's language (a role, a date, an email's kind). */
function detailText(entry: ActivityEntry, locale: Locale): string {
  const { detail } = entry;
  if (detail === null) return '';
  if (entry.action === 'rsvp.deadlineSet') {
    const day = new Date(detail);
    return Number.isNaN(day.getTime())
      ? detail
      : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
  }
  if (entry.action === 'seating.childChanged') {
    return dashboardText('activity', locale)(detail === 'child' ? 'detail.child' : 'detail.adult');
  }
  if (entry.action === 'mail.sent') {
    return dashboardText('mail', locale)(`kind.${detail}` as Parameters<DashboardText<'mail'>>[0]);
  }
  if (entry.action === 'household.localeSet') {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(detail) ?? detail;
  }
  if (MEMBER_ROLE_DETAILS.has(detail)) {
    // The role names of the access screen, where the owner gives them.
    return dashboardText('access', locale)(`role.${detail}` as Parameters<DashboardText<'access'>>[0]);
  }
  return detail;
}

/** The subject as the reader reads it: a language code of the texts becomes that language's name. */
function subjectText(entry: ActivityEntry, locale: Locale): string {
  if (entry.subject === null) return '';
  if (entry.action === 'content.textsChanged') {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(entry.subject) ?? entry.subject;
  }
  return entry.subject;
}

/** The message of a line: most actions have one; an answer and a deadline read differently by what they were. */
function lineKey(entry: ActivityEntry): LineKey {
  if (entry.action === 'rsvp.received') return `line.rsvp.received.${entry.detail ?? 'attending'}` as LineKey;
  if (entry.action === 'rsvp.deadlineSet' && entry.detail === null) return 'line.rsvp.deadlineRemoved';
  return `line.${entry.action}` as LineKey;
}

/** One line of the activity feed as a sentence in the reader's language: who did what, to what. */
export function activityLineText(entry: ActivityEntry, locale: Locale): string {
  const text = dashboardText('activity', locale);
  const actor =
    entry.actorKind === 'staff' ? text('actor.staff', { name: entry.actorName }) : entry.actorName;
  return text(lineKey(entry), {
    actor,
    subject: subjectText(entry, locale),
    detail: detailText(entry, locale),
    count: new Intl.NumberFormat(locale).format(entry.count ?? 1),
  });
}
