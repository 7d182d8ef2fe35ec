import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessageKey } from '@wedding/api-client';
import { translate } from '@wedding/core';
import { useUiLocale } from '@wedding/ui';
import type { AdminPage } from './AdminList';

/** What a list page shows of its request: the page (the previous one while the next loads) and its failure. */
export interface AdminListState<Row> {
  page: AdminPage<Row> | undefined;
  loading?: boolean;
  /** A failed load: the reason in the interface language (a retry button beside it). */
  errorText?: string | null;
  onRetry?: () => void;
}

/** A list route's screen: the URL's search state and how to change it. */
export interface AdminSearchProps<Search> {
  search: Search;
  onSearchChange: (patch: Partial<Search>) => void;
}

/** A list view's props: the URL state and the request's state. */
export type AdminListViewProps<Search, Row> = AdminSearchProps<Search> & AdminListState<Row>;

/** A list query seen as the view takes it. */
export function useAdminListState<Row>(query: UseQueryResult<AdminPage<Row>>): AdminListState<Row> {
  const locale = useUiLocale();
  return {
    page: query.data,
    loading: query.isFetching,
    errorText: query.error ? translate(errorMessageKey(query.error), locale) : null,
    onRetry: () => void query.refetch(),
  };
}
