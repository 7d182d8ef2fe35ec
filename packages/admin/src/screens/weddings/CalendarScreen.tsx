import { useQuery } from '@tanstack/react-query';
import { PageLoading, useApi } from '@wedding/dashboard';
import { adminQueries } from '../../data/admin-queries';
import { CalendarView } from './CalendarView';

export function CalendarScreen({
  month,
  onMonthChange,
}: {
  month?: string;
  onMonthChange: (month: string) => void;
}) {
  const api = useApi();
  const { data } = useQuery(adminQueries.calendar(api, month));
  return data ? <CalendarView calendar={data} onMonthChange={onMonthChange} /> : <PageLoading />;
}
