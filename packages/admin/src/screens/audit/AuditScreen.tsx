import { useQuery } from '@tanstack/react-query';
import { ADMIN_PAGING } from '@wedding/core';
import { useApi } from '@wedding/dashboard';
import type { AdminSearchProps } from '../../components/admin-list-state';
import { adminQueries } from '../../data/admin-queries';
import { AuditView } from './AuditView';
import type { AuditSearch } from './audit-search';

export function AuditScreen({ search, onSearchChange }: AdminSearchProps<AuditSearch>) {
  const api = useApi();
  const { data: page, isFetching } = useQuery(
    adminQueries.audit(api, { ...search, limit: ADMIN_PAGING.defaultLimit }),
  );
  return <AuditView search={search} onSearchChange={onSearchChange} page={page} loading={isFetching} />;
}
