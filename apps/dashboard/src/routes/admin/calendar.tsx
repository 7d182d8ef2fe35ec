import { createFileRoute } from '@tanstack/react-router';
import { CalendarScreen, calendarSearchSchema } from '@wedding/admin';
import { useUrlSearch } from '../../url-search';

/** docs/requirements.md B2 lists the calendar at /admin/calendar and under the weddings; both show the same screen. */
export const Route = createFileRoute('/admin/calendar')({
  validateSearch: calendarSearchSchema,
  component: function Calendar() {
    const { search, onSearchChange } = useUrlSearch(Route);
    return <CalendarScreen month={search.month} onMonthChange={(month) => onSearchChange({ month })} />;
  },
});
