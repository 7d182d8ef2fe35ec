import { transliterateToAscii } from '../slug/transliterate-to-ascii';

const MAX_BASE_LENGTH = 60;

const asciiBase = (text: string) =>
  transliterateToAscii(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/-+$/, '');

/**
 * A download name that is safe in a Content-Disposition header and on every file system: the title in ASCII
 * letters, digits and hyphens ("Trauung im Schloß" -> "trauung-im-schloss.ics"); the fallback when nothing
 * usable is left (a title in Devanagari, say).
 */
export function calendarFileName(title: string, fallback = 'event'): string {
  return `${asciiBase(title) || asciiBase(fallback) || 'event'}.ics`;
}
