export type { IcsEventInput } from './build-ics-event';
export { buildIcsEvent, ICS_PRODUCT_ID } from './build-ics-event';
export { calendarDayInZone } from './calendar-day-in-zone';
export { calendarFileName } from './calendar-file-name';
export { escapeIcsText } from './escape-ics-text';
export { foldIcsLine, ICS_MAX_LINE_OCTETS } from './fold-ics-line';
