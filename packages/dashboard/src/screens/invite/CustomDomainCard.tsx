import type { MessageKey } from '@wedding/core';
import { buttonStyle, Card, CopyButton } from '@wedding/ui';
import { AppLink } from '../../app/navigation';
import { CustomDomainForm } from '../../components/CustomDomainForm/CustomDomainForm';
import { useDashboardText } from '../../i18n/dashboard-text';
import { ExternalLinkIcon } from '../../shell/nav-icons';
import * as styles from './InviteView.css';

export interface CustomDomainCardProps {
  /** The stored domain (null: none yet). */
  customDomain: string | null;
  isPremium: boolean;
  /** Whether the member's role may change the wedding's settings (the API checks it again). */
  mayEdit: boolean;
  /** The product's own host, which the couple's DNS record points to. */
  productHost: string;
  /** Saves a domain, or null to remove it; resolves with the message key of a refusal, or null when stored. */
  onSave: (customDomain: string | null) => Promise<MessageKey | null>;
  saving?: boolean;
  upgradeHref?: string;
}

/**
 * The site on the couple's own domain (premium): what to point at us, the address once set, and the form that sets
 * or removes it. What was typed stays in the field when the domain is refused, with the reason below it.
 */
export function CustomDomainCard({
  customDomain,
  isPremium,
  mayEdit,
  productHost,
  onSave,
  saving,
  upgradeHref = '/dashboard/upgrade',
}: CustomDomainCardProps) {
  const text = useDashboardText('invite');
  const address = customDomain ? `https://${customDomain}/` : null;

  return (
    <Card title={text('domain.title')} description={text('domain.description')} headingLevel={2}>
      {!isPremium ? (
        <>
          <p className={styles.url}>{text('domain.premiumOnly')}</p>
          <div className={styles.row}>
            <AppLink href={upgradeHref} className={buttonStyle({ variant: 'outline', size: 'sm' })}>
              {text('domain.upgrade')}
            </AppLink>
          </div>
        </>
      ) : (
        <>
          {address ? (
            <>
              <p className={styles.url}>
                <span className={styles.mono}>{address}</span>
              </p>
              <div className={styles.row}>
                <CopyButton value={address} label={text('domain.copy')} />
                <a
                  href={address}
                  target="_blank"
                  rel="noopener"
                  className={buttonStyle({ variant: 'ghost', size: 'sm' })}
                >
                  <ExternalLinkIcon aria-hidden="true" />
                  <span>{text('domain.open')}</span>
                </a>
              </div>
            </>
          ) : null}
          <ol className={styles.tips}>
            <li>
              {text('domain.stepRecord', {
                domain: customDomain ?? text('domain.yourDomain'),
                host: productHost,
              })}
            </li>
            <li>{text('domain.stepCertificate')}</li>
          </ol>
          {mayEdit ? (
            <CustomDomainForm
              customDomain={customDomain}
              onSave={onSave}
              saving={saving}
              texts={{
                label: text('domain.label'),
                hint: text('domain.hint'),
                save: text('domain.save'),
                remove: text('domain.remove'),
              }}
            />
          ) : null}
        </>
      )}
    </Card>
  );
}
