import { instantOfWallTime } from '../time-zone/zone-offset';
import { escapeIcsText } from './escape-ics-text';
import { foldIcsLine } from './fold-ics-line';

/** One event for a guest's calendar. Times are wall-clock times in the wedding's time zone. */
export interface IcsEventInput {
  /** Globally unique and stable, so importing the file again updates the entry instead of adding one. */
  uid: string;
  /** When the file was made (DTSTAMP, written in UTC). */
  createdAt: Date;
  /** The day, `yyyy-MM-dd`. */
  date: string;
  /** `HH:MM`; missing or malformed makes an all-day event. */
  startTime?: string | null;
  /** `HH:MM`; not after the start means the next day (a party until 02:00). Missing: one hour. */
  endTime?: string | null;
  title: string;
  description?: string | null;
  location?: string | null;
  /** The wedding site, so the entry leads back to it. */
  url?: string | null;
  /** The wedding's IANA time zone, in which `date` and the times are meant. */
  timeZone: string;
}

/** Identifies the producer (RFC 5545 3.7.3). */
export const ICS_PRODUCT_ID = '-//Wedding//Guest site//EN';
/** An event without an end time is given one hour, so calendars show a visible block instead of an instant. */
const DEFAULT_DURATION = 'PT1H';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

type DateParts = { year: number; month: number; day: number };

function parseDate(value: string): DateParts {
  const match = DATE_PATTERN.exec(value);
  const parts = match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
  const check = parts ? new Date(Date.UTC(parts.year, parts.month - 1, parts.day)) : null;
  if (!parts || !check || check.getUTCMonth() !== parts.month - 1 || check.getUTCDate() !== parts.day) {
    throw new RangeError(`Not a calendar date (yyyy-MM-dd): ${value}`);
  }
  return parts;
}

/** Minutes after midnight, or null for anything that is not `HH:MM`. */
function parseTime(value: string | null | undefined): number | null {
  const match = value ? TIME_PATTERN.exec(value.trim()) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function nextDay({ year, month, day }: DateParts): DateParts {
  const date = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const formatDate = ({ year, month, day }: DateParts) => `${pad(year, 4)}${pad(month)}${pad(day)}`;
const atWallTime = ({ year, month, day }: DateParts, minutes: number, timeZone: string) =>
  instantOfWallTime(`${pad(year, 4)}-${pad(month)}-${pad(day)}`, timeZone, [
    Math.floor(minutes / 60),
    minutes % 60,
  ]);
const formatUtc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * A complete iCalendar file (RFC 5545) holding one event: CRLF line ends, lines folded at 75 octets, TEXT
 * values escaped. Timed events are written in UTC, converted from the wedding's zone (every calendar reads UTC; a
 * TZID would need the zone's whole VTIMEZONE history); an event without a start time is an all-day event
 * (VALUE=DATE, DTEND the next day, as the RFC counts it exclusive).
 */
export function buildIcsEvent(input: IcsEventInput): string {
  const day = parseDate(input.date);
  const start = parseTime(input.startTime);
  const end = parseTime(input.endTime);
  const timing: string[] = [];
  if (start === null) {
    timing.push(`DTSTART;VALUE=DATE:${formatDate(day)}`, `DTEND;VALUE=DATE:${formatDate(nextDay(day))}`);
  } else {
    timing.push(`DTSTART:${formatUtc(atWallTime(day, start, input.timeZone))}`);
    if (end === null) timing.push(`DURATION:${DEFAULT_DURATION}`);
    else {
      const endDay = end > start ? day : nextDay(day);
      timing.push(`DTEND:${formatUtc(atWallTime(endDay, end, input.timeZone))}`);
    }
  }
  const optional = (name: string, value: string | null | undefined) =>
    value?.trim() ? [`${name}:${escapeIcsText(value.trim())}`] : [];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(input.uid)}`,
    `DTSTAMP:${formatUtc(input.createdAt)}`,
    ...timing,
    `SUMMARY:${escapeIcsText(input.title.trim())}`,
    ...optional('DESCRIPTION', input.description),
    ...optional('LOCATION', input.location),
    // URI values are not TEXT: no escaping, but a URL with a line break or control character is left out.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what the pattern refuses.
    ...(input.url && /^https?:\/\/[^\s\u0000-\u001f\u007f]+$/.test(input.url) ? [`URL:${input.url}`] : []),
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
