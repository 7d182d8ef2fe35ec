import { ACTIVITY_AREAS, ACTIVITY_GUESTS_FILTER, type ActivityArea, type ActivityPage } from '@wedding/core';
import { Button, EmptyState, Pagination, Select, useUiLocale } from '@wedding/ui';
import { LoadFailure } from '../../components/LoadFailure/LoadFailure';
import { useDashboardText } from '../../i18n/dashboard-text';
import { ActivityList } from './ActivityList';
import * as styles from './ActivityView.css';
import type { ActivitySearch } from './activity-search';

/** The filters' "no filter" choice. */
const ALL = 'all';

export interface ActivityViewProps {
  status: 'loading' | 'error' | 'ready';
  /** Why the feed did not load (its message is shown). */
  error?: unknown;
  page: ActivityPage | null;
  search: ActivitySearch;
  onSearchChange: (patch: Partial<ActivitySearch>) => void;
  onRetry: () => void;
}

/** '/dashboard/wedding/activity': who changed what and when, filtered by area and person, newest first. */
export function ActivityView({ status, error, page, search, onSearchChange, onRetry }: ActivityViewProps) {
  const text = useDashboardText('activity');
  const locale = useUiLocale();
  const filtered = search.area !== undefined || search.person !== undefined;
  const people = page?.people ?? [];
  return (
    <div className={styles.root}>
      <p className={styles.intro}>{text('intro')}</p>
      <div className={styles.filters}>
        <Select
          label={text('filter.area')}
          options={[
            { id: ALL, label: text('filter.allAreas') },
            ...ACTIVITY_AREAS.map((area) => ({ id: area, label: text(`area.${area}`) })),
          ]}
          selectedKey={search.area ?? ALL}
          onSelectionChange={(key) => {
            if (key === null) return;
            onSearchChange({ area: key === ALL ? undefined : (key as ActivityArea), page: undefined });
          }}
        />
        <Select
          label={text('filter.person')}
          options={[
            { id: ALL, label: text('filter.everyone') },
            ...people.map((person) => ({ id: person.id, label: person.name })),
            { id: ACTIVITY_GUESTS_FILTER, label: text('filter.guests') },
            // A person chosen by the address who has not acted (yet): kept, so the filter shows what is applied.
            ...(search.person &&
            search.person !== ACTIVITY_GUESTS_FILTER &&
            !people.some((person) => person.id === search.person)
              ? [{ id: search.person, label: search.person }]
              : []),
          ]}
          selectedKey={search.person ?? ALL}
          onSelectionChange={(key) => {
            if (key === null) return;
            onSearchChange({ person: key === ALL ? undefined : String(key), page: undefined });
          }}
        />
      </div>
      {status === 'error' ? (
        <LoadFailure
          message={text('loadFailed')}
          error={error}
          retryLabel={text('retry')}
          onRetry={onRetry}
        />
      ) : status === 'loading' || !page ? (
        <p className={styles.hint} role="status" aria-busy="true">
          {text('loading')}
        </p>
      ) : page.data.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={filtered ? text('emptyFiltered') : text('emptyTitle')}
          description={filtered ? undefined : text('empty')}
          action={
            filtered ? (
              <Button
                variant="outline"
                onPress={() => onSearchChange({ area: undefined, person: undefined, page: undefined })}
              >
                {text('clearFilters')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <p className={styles.hint} role="status">
            {text('total', { count: new Intl.NumberFormat(locale).format(page.total) })}
          </p>
          <ActivityList entries={page.data} />
          <Pagination
            page={page.page}
            totalPages={page.totalPages}
            onPageChange={(next) => onSearchChange({ page: next > 1 ? next : undefined })}
          />
        </>
      )}
    </div>
  );
}
