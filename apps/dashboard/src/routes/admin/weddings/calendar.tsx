import { createFileRoute } from '@tanstack/react-router';
import { CalendarScreen, calendarSearchSchema } from '@wedding/admin';
import { useUrlSearch } from '../../../url-search';

export const Route = createFileRoute('/admin/weddings/calendar')({
  validateSearch: calendarSearchSchema,
  component: function WeddingsCalendar() {
    const { search, onSearchChange } = useUrlSearch(Route);
    return <CalendarScreen month={search.month} onMonthChange={(month) => onSearchChange({ month })} />;
  },
});
