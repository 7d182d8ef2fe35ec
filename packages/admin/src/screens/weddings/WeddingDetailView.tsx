import type { AdminWeddingDetail, AdminWeddingUpdate, AuditEntry } from '@wedding/core';
import { sitePath } from '@wedding/core';
import { AppLink, CustomDomainForm } from '@wedding/dashboard';
import { Card, Switch, useUiLocale } from '@wedding/ui';
import { AuditTable } from '../../components/AuditTable';
import { useAdminText } from '../../i18n/admin-text';
import * as styles from './weddings.css';

export interface WeddingDetailViewProps {
  wedding: AdminWeddingDetail;
  audit: readonly AuditEntry[];
  onChange: (change: AdminWeddingUpdate) => void;
  /** Which setting is being saved. */
  pending?: keyof AdminWeddingUpdate | null;
}

/**
 * '/admin/weddings/$id': the wedding's facts and members, the active and premium switches, its own domain, and its
 * audit log.
 */
export function WeddingDetailView({ wedding, audit, onChange, pending }: WeddingDetailViewProps) {
  const text = useAdminText('weddings');
  const locale = useUiLocale();
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const numbers = new Intl.NumberFormat(locale);
  return (
    <div className={styles.stack}>
      <div className={styles.grid}>
        <Card title={`${wedding.brideName} & ${wedding.groomName}`} headingLevel={2}>
          <dl className={styles.facts}>
            <dt className={styles.term}>{text('column.slug')}</dt>
            <dd className={styles.definition}>
              <a
                href={sitePath(wedding.locale ?? locale, wedding.slug)}
                target="_blank"
                rel="noopener"
                className={styles.rowLink}
              >
                {wedding.slug}
              </a>
            </dd>
            <dt className={styles.term}>{text('column.date')}</dt>
            <dd className={styles.definition}>
              {wedding.weddingDate ? day.format(new Date(wedding.weddingDate)) : '–'}
            </dd>
            <dt className={styles.term}>{text('accessCode')}</dt>
            <dd className={styles.definition}>
              <code>{wedding.accessCode}</code>
            </dd>
            <dt className={styles.term}>{text('column.owner')}</dt>
            <dd className={styles.definition}>
              {wedding.owner ? (
                <AppLink href={`/admin/customers/${wedding.owner.id}`} className={styles.rowLink}>
                  {wedding.owner.username}
                </AppLink>
              ) : (
                '–'
              )}
            </dd>
            <dt className={styles.term}>{text('counts')}</dt>
            <dd className={styles.definition}>
              {text('countsValue', {
                guests: numbers.format(wedding.guestCount),
                rsvps: numbers.format(wedding.rsvpCount),
                images: numbers.format(wedding.galleryCount),
                locations: numbers.format(wedding.locationCount),
                views: numbers.format(wedding.views),
              })}
            </dd>
            <dt className={styles.term}>{text('created')}</dt>
            <dd className={styles.definition}>{when.format(new Date(wedding.createdAt))}</dd>
          </dl>
        </Card>
        <Card title={text('switches')} description={text('switchesHint')} headingLevel={2}>
          <div className={styles.switches}>
            <Switch
              isSelected={wedding.isActive}
              isDisabled={pending === 'isActive'}
              onChange={(isActive) => onChange({ isActive })}
            >
              {text('switch.active')}
            </Switch>
            <Switch
              isSelected={wedding.isPremium}
              isDisabled={pending === 'isPremium'}
              onChange={(isPremium) => onChange({ isPremium })}
            >
              {text('switch.premium')}
            </Switch>
          </div>
          <CustomDomainForm
            key={wedding.customDomain ?? ''}
            customDomain={wedding.customDomain}
            saving={pending === 'customDomain'}
            onSave={async (customDomain) => {
              // A refusal arrives as the screen's toast, like the switches'.
              onChange({ customDomain });
              return null;
            }}
            texts={{ label: text('domain.label'), hint: text('domain.hint'), save: text('domain.save') }}
          />
        </Card>
        <Card title={text('members')} headingLevel={2}>
          <ul className={styles.list}>
            {wedding.members.map((member) => (
              <li key={member.id}>
                <AppLink href={`/admin/customers/${member.id}`} className={styles.rowLink}>
                  {member.username}
                </AppLink>{' '}
                · {text('joined', { date: when.format(new Date(member.joinedAt)) })}
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <Card title={text('audit')} headingLevel={2}>
        <AuditTable entries={audit} caption={text('audit')} />
      </Card>
    </div>
  );
}
