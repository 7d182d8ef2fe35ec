import {
  canSaveSlug,
  type MessageKey,
  memberMay,
  normalizeSlug,
  SLUG_MAX_LENGTH,
  sanitizeSlugInput,
  sitePath,
  translate,
  type WeddingSummary,
} from '@wedding/core';
import { Badge, Button, buttonStyle, Card, CopyButton, TextField, useUiLocale } from '@wedding/ui';
import { useState } from 'react';
import { AppLink } from '../../app/navigation';
import type { SlugCheckState } from '../../data/use-slug-availability';
import { useDashboardText } from '../../i18n/dashboard-text';
import { DownloadIcon, ExternalLinkIcon, PencilIcon } from '../../shell/nav-icons';
import { mailPath } from '../mail/mail-search';
import { CustomDomainCard } from './CustomDomainCard';
import * as styles from './InviteView.css';

const TIPS = ['share', 'code', 'language', 'deadline'] as const;

/** The host a DNS record points to: the origin's name without scheme or port. */
const hostnameOf = (origin: string) => origin.replace(/^[a-z]+:\/\//i, '').replace(/:\d+$/, '');

export interface InviteViewProps {
  wedding: WeddingSummary;
  origin: string;
  /** The address being typed (controlled, so its availability can be checked while typing). */
  slugInput: string;
  onSlugInputChange: (typed: string) => void;
  slugAvailability: SlugCheckState;
  onSaveSlug: (slug: string) => void;
  savingSlug?: boolean;
  onEditAccessCode: () => void;
  onRegenerateAccessCode: () => void;
  regenerating?: boolean;
  /** The site's address as a QR code (an SVG of the API). */
  siteQrCodeUrl: string;
  /** Sets the site's own domain (null removes it); resolves with a refusal's message key, else null. */
  onSaveCustomDomain: (customDomain: string | null) => Promise<MessageKey | null>;
  savingCustomDomain?: boolean;
}

/**
 * The invite manager: the site's address with slug editing and its availability, its own domain, its QR code, the access code
 * with its dialog and regenerate, the site's status and plan, tips for inviting guests, and the save-the-date, which
 * leads to the email page that sends it.
 */
export function InviteView({
  wedding,
  origin,
  slugInput,
  onSlugInputChange,
  slugAvailability,
  onSaveSlug,
  savingSlug,
  onEditAccessCode,
  onRegenerateAccessCode,
  regenerating,
  siteQrCodeUrl,
  onSaveCustomDomain,
  savingCustomDomain,
}: InviteViewProps) {
  const text = useDashboardText('invite');
  const locale = useUiLocale();
  const [touched, setTouched] = useState(false);
  const siteUrl = `${origin}${sitePath(locale, wedding.slug)}`;
  const slug = normalizeSlug(slugInput);
  const availability = slugAvailability === 'unchanged' ? 'taken' : slugAvailability;
  const canSave =
    slugAvailability !== 'unchanged' &&
    canSaveSlug({ slug, currentSlug: wedding.slug, availability }) &&
    !savingSlug;
  const slugStatus =
    slugAvailability === 'unchanged'
      ? text('slug.unchanged')
      : slugAvailability === 'checking'
        ? text('slug.checking')
        : slugAvailability === 'available'
          ? translate('urlAvailable', locale)
          : slugAvailability === 'taken'
            ? translate('urlTaken', locale)
            : '';
  return (
    <div className={styles.grid}>
      <Card title={text('url.title')} description={text('url.description')} headingLevel={2}>
        <p className={styles.url}>
          <span className={styles.mono}>{siteUrl}</span>
        </p>
        <div className={styles.row}>
          <CopyButton value={siteUrl} label={text('url.copy')} />
          <a
            href={sitePath(locale, wedding.slug)}
            target="_blank"
            rel="noopener"
            className={buttonStyle({ variant: 'ghost', size: 'sm' })}
          >
            <ExternalLinkIcon aria-hidden="true" />
            <span>{text('url.open')}</span>
          </a>
          <AppLink
            href="/dashboard/wedding/outreach"
            className={buttonStyle({ variant: 'ghost', size: 'sm' })}
          >
            {text('url.outreach')}
          </AppLink>
        </div>
        <form
          className={styles.slugForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (canSave) onSaveSlug(slug);
          }}
        >
          <div className={styles.slugField}>
            <TextField
              label={text('slug.label')}
              description={text('slug.hint')}
              value={slugInput}
              onChange={(value) => {
                setTouched(true);
                onSlugInputChange(sanitizeSlugInput(value));
              }}
              maxLength={SLUG_MAX_LENGTH}
              autoComplete="off"
              spellCheck="false"
              errorMessage={
                touched && slugAvailability === 'taken' ? translate('urlTaken', locale) : undefined
              }
            />
          </div>
          <p className={styles.status} aria-live="polite" data-state={slugAvailability}>
            {slugAvailability === 'taken' ? null : slugStatus}
          </p>
          <Button type="submit" variant="outline" isDisabled={!canSave} isPending={savingSlug}>
            {text('slug.save')}
          </Button>
        </form>
      </Card>

      <CustomDomainCard
        customDomain={wedding.customDomain}
        isPremium={wedding.isPremium}
        mayEdit={!wedding.access || memberMay(wedding.access.role, 'editWedding')}
        productHost={hostnameOf(origin)}
        onSave={onSaveCustomDomain}
        saving={savingCustomDomain}
      />

      <Card title={text('qr.title')} description={text('qr.description')} headingLevel={2}>
        <figure className={styles.qrFigure}>
          <img
            className={styles.qrImage}
            data-color-mode="light"
            src={siteQrCodeUrl}
            alt={text('qr.alt', { url: siteUrl })}
            width={192}
            height={192}
          />
        </figure>
        <div className={styles.row}>
          <a
            href={siteQrCodeUrl}
            download={`qr-${wedding.slug}.svg`}
            className={buttonStyle({ variant: 'outline', size: 'sm' })}
          >
            <DownloadIcon aria-hidden="true" />
            <span>{text('qr.download')}</span>
          </a>
        </div>
      </Card>

      <Card title={text('code.title')} description={text('code.description')} headingLevel={2}>
        <p className={styles.codeLine}>
          <code className={styles.code}>{wedding.accessCode}</code>
          <CopyButton value={wedding.accessCode} label={text('code.copy')} />
        </p>
        <div className={styles.row}>
          <Button variant="outline" icon={<PencilIcon />} onPress={onEditAccessCode}>
            {text('code.edit')}
          </Button>
          <Button variant="ghost" onPress={onRegenerateAccessCode} isPending={regenerating}>
            {text('code.regenerate')}
          </Button>
        </div>
      </Card>

      <Card title={text('status.title')} headingLevel={2}>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{text('status.site')}</dt>
            <dd className={styles.definition}>
              <Badge tone={wedding.isActive ? 'success' : 'neutral'}>
                {wedding.isActive ? text('status.active') : text('status.inactive')}
              </Badge>
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>{text('status.plan')}</dt>
            <dd className={styles.definition}>
              <Badge tone={wedding.isPremium ? 'accent' : 'neutral'}>
                {wedding.isPremium ? text('status.premium') : text('status.standard')}
              </Badge>
            </dd>
          </div>
        </dl>
      </Card>

      <Card title={text('tips.title')} headingLevel={2}>
        <ol className={styles.tips}>
          {TIPS.map((tip) => (
            <li key={tip}>{text(`tips.${tip}`)}</li>
          ))}
        </ol>
      </Card>

      <Card title={text('saveTheDate.title')} description={text('saveTheDate.description')} headingLevel={2}>
        <div className={styles.row}>
          <AppLink
            href={mailPath({ kind: 'saveTheDate' })}
            className={buttonStyle({ variant: 'outline', size: 'md' })}
          >
            {text('saveTheDate.send')}
          </AppLink>
        </div>
      </Card>
    </div>
  );
}
