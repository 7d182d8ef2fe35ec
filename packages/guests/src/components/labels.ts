import type { GuestListEntry } from '@wedding/core';
import type { GuestsText } from '../i18n/guests-text';

type ListText = GuestsText<'list'>;
const choice = (text: ListText, key: string) => text(key as Parameters<ListText>[0]);

export const categoryLabel = (text: ListText, value: string) => choice(text, `category.${value}`);
export const sideLabel = (text: ListText, value: string) => choice(text, `side.${value}`);
export const priorityLabel = (text: ListText, value: string) => choice(text, `priority.${value}`);
export const statusLabel = (text: ListText, value: string) => choice(text, `status.${value}`);
export const rsvpLabel = (text: ListText, value: string) => choice(text, `rsvp.${value}`);
export const groupRoleLabel = (text: ListText, value: string) => choice(text, `groupRole.${value}`);

/** The answer a list entry shows: its attendance, else 'received' when an answer came without one, else pending. */
export function rsvpStateOf(entry: Pick<GuestListEntry, 'attendanceStatus' | 'rsvpReceived'>): string {
  return entry.attendanceStatus ?? (entry.rsvpReceived ? 'received' : 'pending');
}

/** Notes are stored HTML-escaped (docs/requirements.md B5); React escapes text itself, so they are shown decoded. */
export function unescapeHtml(text: string | null | undefined): string {
  return (text ?? '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}
