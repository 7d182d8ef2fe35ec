import type { WeddingSitePageProps } from '../../page/WeddingSitePage/WeddingSitePage';
import { eventCalendarHref } from '../../sections/logic/event-calendar-href';
import { ScheduleSection } from '../../sections/ScheduleSection/ScheduleSection';

/** Island 'schedule': the day tabs. */
export function ScheduleIsland({ wedding, locale, calendarHref }: WeddingSitePageProps) {
  return (
    <ScheduleSection
      wedding={wedding}
      locale={locale}
      calendarHref={calendarHref ?? ((eventId) => eventCalendarHref(wedding.slug, eventId))}
    />
  );
}
