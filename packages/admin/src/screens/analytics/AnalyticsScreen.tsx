import { useQuery } from '@tanstack/react-query';
import { errorMessageKey } from '@wedding/api-client';
import { translate } from '@wedding/core';
import { useApi } from '@wedding/dashboard';
import { useUiLocale } from '@wedding/ui';
import type { AdminSearchProps } from '../../components/admin-list-state';
import { adminQueries } from '../../data/admin-queries';
import { AnalyticsView } from './AnalyticsView';
import { type AnalyticsSearch, analyticsRange } from './analytics-search';

export function AnalyticsScreen({ search, onSearchChange }: AdminSearchProps<AnalyticsSearch>) {
  const api = useApi();
  const locale = useUiLocale();
  const range = analyticsRange(search);
  const query = useQuery(adminQueries.series(api, range.from, range.to));
  return (
    <AnalyticsView
      key={`${range.from}:${range.to}`}
      range={range}
      onRangeChange={onSearchChange}
      series={query.data}
      loading={query.isFetching}
      errorText={query.error ? translate(errorMessageKey(query.error), locale) : null}
      onRetry={() => void query.refetch()}
    />
  );
}
