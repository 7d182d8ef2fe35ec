import { type AdminCustomerDetail, type AuditEntry, USER_ROLES, type UserRole } from '@wedding/core';
import { AppLink } from '@wedding/dashboard';
import { Badge, Card, Select, useUiLocale, useUiStrings } from '@wedding/ui';
import { AuditTable } from '../../components/AuditTable';
import { useAdminText } from '../../i18n/admin-text';
import * as styles from '../weddings/weddings.css';

export interface CustomerDetailViewProps {
  customer: AdminCustomerDetail;
  audit: readonly AuditEntry[];
  /** Only a superadmin changes roles, and never their own (the server says so too). */
  canChangeRole: boolean;
  onRoleChange: (role: UserRole) => void;
  roleSaving?: boolean;
}

/** '/admin/customers/$id': the account, how it signs in, its weddings, its role and its audit log. */
export function CustomerDetailView({
  customer,
  audit,
  canChangeRole,
  onRoleChange,
  roleSaving,
}: CustomerDetailViewProps) {
  const text = useAdminText('customers');
  const { t } = useUiStrings();
  const locale = useUiLocale();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className={styles.stack}>
      <div className={styles.grid}>
        <Card title={customer.username} description={customer.name ?? undefined} headingLevel={2}>
          <dl className={styles.facts}>
            <dt className={styles.term}>{text('signIn')}</dt>
            <dd className={styles.definition}>
              {[
                customer.hasPassword ? text('password') : null,
                customer.passkeyCount > 0 ? text('passkeys', { count: customer.passkeyCount }) : null,
              ]
                .filter(Boolean)
                .join(' · ') || '–'}
            </dd>
            <dt className={styles.term}>{text('lastSignIn')}</dt>
            <dd className={styles.definition}>
              {customer.lastSignInAt ? when.format(new Date(customer.lastSignInAt)) : '–'}
            </dd>
            <dt className={styles.term}>{text('column.created')}</dt>
            <dd className={styles.definition}>{when.format(new Date(customer.createdAt))}</dd>
          </dl>
          <p>
            <AppLink href={`/admin/customers/messages?customerId=${customer.id}`} className={styles.rowLink}>
              {text('toMessages')}
            </AppLink>
          </p>
        </Card>
        <Card title={text('column.role')} headingLevel={2}>
          {canChangeRole ? (
            <Select
              label={text('role.label')}
              description={text('role.hint')}
              options={USER_ROLES.map((role) => ({ id: role, label: t(`userMenu.role.${role}`) }))}
              selectedKey={customer.role}
              isDisabled={roleSaving}
              onSelectionChange={(key) => {
                if (key !== null && key !== customer.role) onRoleChange(key as UserRole);
              }}
            />
          ) : (
            <>
              <Badge tone={customer.role === 'user' ? 'neutral' : 'accent'}>
                {t(`userMenu.role.${customer.role}`)}
              </Badge>
              <p className={styles.term}>{text('role.superadminOnly')}</p>
            </>
          )}
        </Card>
        <Card title={text('column.weddings')} headingLevel={2}>
          {customer.weddings.length === 0 ? (
            <p className={styles.term}>{text('noWeddings')}</p>
          ) : (
            <ul className={styles.list}>
              {customer.weddings.map((wedding) => (
                <li key={wedding.id}>
                  <AppLink href={`/admin/weddings/${wedding.id}`} className={styles.rowLink}>
                    {wedding.slug}
                  </AppLink>{' '}
                  {wedding.isPremium ? <Badge tone="accent">{text('premium')}</Badge> : null}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <Card title={text('audit')} headingLevel={2}>
        <AuditTable entries={audit} caption={text('audit')} />
      </Card>
    </div>
  );
}
