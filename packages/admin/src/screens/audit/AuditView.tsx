import { AUDIT_ENTITY_TYPES, type AuditEntry } from '@wedding/core';
import { AppLink } from '@wedding/dashboard';
import { Pagination, useUiLocale } from '@wedding/ui';
import type { AdminPage } from '../../components/AdminList';
import { AuditTable } from '../../components/AuditTable';
import { FilterSelect } from '../../components/FilterSelect';
import { useAdminText } from '../../i18n/admin-text';
import * as styles from '../messages/messages.css';
import type { AuditSearch } from './audit-search';

export interface AuditViewProps {
  search: AuditSearch;
  onSearchChange: (patch: Partial<AuditSearch>) => void;
  page: AdminPage<AuditEntry> | undefined;
  /** A page is being asked for (the previous one stays on screen meanwhile). */
  loading?: boolean;
}

/** '/admin/audit': every staff change, newest first, narrowed by kind, wedding or customer. */
export function AuditView({ search, onSearchChange, page, loading }: AuditViewProps) {
  const text = useAdminText('audit');
  const locale = useUiLocale();
  const narrowed = search.weddingId !== undefined || search.customerId !== undefined;
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <FilterSelect
          label={text('filter.entityType')}
          allLabel={text('filter.all')}
          options={AUDIT_ENTITY_TYPES.map((type) => ({ id: type, label: text(`entity.${type}`) }))}
          value={search.entityType}
          onChange={(value) => onSearchChange({ entityType: value, page: 1 })}
        />
        {narrowed ? (
          <p className={styles.muted}>
            {search.weddingId ? (
              <AppLink href={`/admin/weddings/${search.weddingId}`} className={styles.link}>
                {text('forWedding')}
              </AppLink>
            ) : (
              <AppLink href={`/admin/customers/${search.customerId}`} className={styles.link}>
                {text('forCustomer')}
              </AppLink>
            )}{' '}
            <AppLink href="/admin/audit" className={styles.link}>
              {text('showAll')}
            </AppLink>
          </p>
        ) : null}
      </div>
      <p className={styles.muted} aria-live="polite" aria-busy={loading || undefined}>
        {page ? text('count', { count: new Intl.NumberFormat(locale).format(page.total) }) : text('loading')}
      </p>
      {page ? <AuditTable entries={page.data} caption={text('tableLabel')} /> : null}
      {page ? (
        <Pagination
          page={page.page}
          totalPages={page.totalPages}
          onPageChange={(next) => onSearchChange({ page: next })}
        />
      ) : null}
    </div>
  );
}
