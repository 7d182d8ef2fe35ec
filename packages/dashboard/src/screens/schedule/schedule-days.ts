import { eventTextFor, type Locale, type ScheduleEventView } from '@wedding/core';

/** Events grouped by their day, days and events in time order (the guest site shows them the same way). */
export function scheduleDays(events: readonly ScheduleEventView[]) {
  const sorted = [...events].sort((a, b) => a.day.localeCompare(b.day) || a.time.localeCompare(b.time));
  const days: { day: string; events: ScheduleEventView[] }[] = [];
  for (const event of sorted) {
    const last = days.at(-1);
    if (last?.day === event.day) last.events.push(event);
    else days.push({ day: event.day, events: [event] });
  }
  return days;
}

/**
 * An event's text in the language being written, or, when it has none yet, what guests of that language see
 * instead (`fallback` true): the dashboard shows both so a missing translation is visible.
 */
export function eventTextIn(event: ScheduleEventView, locale: Locale, mainLocale: Locale) {
  const own = event.texts[locale];
  if (own) return { ...own, fallback: false };
  const shown = eventTextFor(event.texts, locale, mainLocale);
  return { title: shown?.title ?? '', description: shown?.description ?? null, fallback: true };
}
