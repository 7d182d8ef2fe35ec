import { isApiError } from '@wedding/api-client';
import {
  type AdminCustomerDetail,
  type AuditEntry,
  translate,
  USER_ROLES,
  type UserRole,
} from '@wedding/core';
import { AppLink, failureMessageKey } from '@wedding/dashboard';
import { Badge, Button, Card, ConfirmDialog, Select, useUiLocale, useUiStrings } from '@wedding/ui';
import { useState } from 'react';
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
  /** Emails the customer a password reset link; rejects with the API's answer (e.g. no verified address). */
  onSendPasswordReset: () => Promise<void>;
}

/**
 * '/admin/customers/$id': the account, how it signs in, its weddings, its role, a password reset link on request
 * and its audit log.
 */
export function CustomerDetailView({
  customer,
  audit,
  canChangeRole,
  onRoleChange,
  roleSaving,
  onSendPasswordReset,
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
        <PasswordResetCard username={customer.username} onSend={onSendPasswordReset} />
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

/** Staff send the reset link the customer could ask for themselves; the address stays the customer's (never shown whole). */
function PasswordResetCard({ username, onSend }: { username: string; onSend: () => Promise<void> }) {
  const text = useAdminText('customers');
  const locale = useUiLocale();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card title={text('reset.title')} headingLevel={2}>
      <div className={styles.stack}>
        <p className={styles.term}>{text('reset.hint')}</p>
        <div>
          <Button variant="outline" onPress={() => setConfirming(true)}>
            {text('reset.send')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="default"
        title={text('reset.confirmTitle')}
        description={text('reset.confirmText', { username })}
        confirmLabel={text('reset.confirm')}
        cancelLabel={text('reset.cancel')}
        onConfirm={onSend}
        describeError={(error) =>
          isApiError(error) && error.code === 'noVerifiedEmail'
            ? `${translate('noVerifiedEmail', locale)} ${text('reset.noEmailHelp')}`
            : translate(failureMessageKey(error, 'errorOccurred', 'networkError'), locale)
        }
      />
    </Card>
  );
}
