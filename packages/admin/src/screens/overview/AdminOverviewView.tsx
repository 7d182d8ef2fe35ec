import type { AdminRecentActivity, AdminTotals, AuditEntry } from '@wedding/core';
import { AppLink } from '@wedding/dashboard';
import { Badge, Card, EmptyState, StatCard, useUiLocale, visuallyHidden } from '@wedding/ui';
import { AuditTable } from '../../components/AuditTable';
import { useAdminText } from '../../i18n/admin-text';
import * as styles from './AdminOverviewView.css';

export interface AdminOverviewViewProps {
  totals: AdminTotals;
  recentActivity: AdminRecentActivity;
  unread: number;
  recentAudit: readonly AuditEntry[];
}

/** '/admin': the service at a glance: counts, the newest RSVPs, unread requests and the latest staff changes. */
export function AdminOverviewView({ totals, recentActivity, unread, recentAudit }: AdminOverviewViewProps) {
  const text = useAdminText('overview');
  const locale = useUiLocale();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className={styles.root}>
      <section aria-labelledby="admin-totals">
        <h2 id="admin-totals" className={visuallyHidden}>
          {text('totals')}
        </h2>
        <div className={styles.stats}>
          <StatCard
            title={text('weddings')}
            value={totals.weddings.total}
            description={text('weddingsDetail', {
              active: totals.weddings.active,
              premium: totals.weddings.premium,
            })}
            accent="primary"
          />
          <StatCard
            title={text('users')}
            value={totals.users}
            description={text('usersDetail')}
            accent="secondary"
          />
          <StatCard
            title={text('rsvps')}
            value={totals.rsvps.total}
            description={text('rsvpsDetail', { attending: totals.rsvps.byStatus.attending })}
            accent="success"
          />
          <StatCard
            title={text('views')}
            value={totals.views.total}
            description={text('viewsDetail')}
            accent="accent"
          />
        </div>
      </section>
      <div className={styles.grid}>
        <Card
          title={text('messages')}
          headingLevel={2}
          actions={unread > 0 ? <Badge tone="accent">{text('unread', { count: unread })}</Badge> : null}
        >
          <p className={styles.muted}>
            {unread > 0 ? text('unreadText', { count: unread }) : text('noUnread')}
          </p>
          <AppLink href="/admin/messages" className={styles.link}>
            {text('toMessages')}
          </AppLink>
        </Card>
        <Card title={text('activity')} headingLevel={2}>
          {recentActivity.length === 0 ? (
            <EmptyState title={text('noActivity')} />
          ) : (
            <ul className={styles.list}>
              {recentActivity.map((rsvp) => (
                <li key={rsvp.id} className={styles.item}>
                  <span className={styles.strong}>{rsvp.name}</span>
                  <span className={styles.muted}>
                    {text(`status.${rsvp.attendanceStatus}`)} ·{' '}
                    <AppLink href={`/admin/weddings/${rsvp.weddingId}`} className={styles.link}>
                      {`${rsvp.weddingInfo.brideName} & ${rsvp.weddingInfo.groomName}`}
                    </AppLink>{' '}
                    · <time dateTime={rsvp.submittedAt}>{when.format(new Date(rsvp.submittedAt))}</time>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <Card title={text('latestChanges')} headingLevel={2}>
        <AuditTable entries={recentAudit} caption={text('latestChanges')} />
        <AppLink href="/admin/audit" className={styles.link}>
          {text('toAudit')}
        </AppLink>
      </Card>
    </div>
  );
}
