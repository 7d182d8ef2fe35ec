import { type Locale, translate } from '@wedding/core';
import {
  buttonStyle,
  Card,
  CheckIcon,
  CopyIcon,
  fieldLabelStyle,
  fieldRootStyle,
  nativeInputStyle,
  useCopyToClipboard,
  useUiStrings,
  visuallyHidden,
} from '@wedding/ui';
import { useId } from 'react';
import { stackStyle } from '../stack-style';

export interface RsvpSuccessCardProps {
  locale: Locale;
  /**
   * The private link to see or delete this answer later, on any device (core `rsvpManageHref`, made absolute);
   * shown with a copy button when the API answered a manage token.
   */
  manageLink?: string;
}

/**
 * docs/requirements.md B2: the success card shown after the RSVP was stored, with the guest's private link to their
 * answer.
 */
export function RsvpSuccessCard({ locale, manageLink }: RsvpSuccessCardProps) {
  return (
    <Card title={translate('rsvp.successTitle', locale)} headingLevel={2} elevation="raised">
      <div style={stackStyle}>
        <p role="status" style={{ margin: 0 }}>
          {translate('rsvp.successText', locale)}
        </p>
        {manageLink ? <ManageLink locale={locale} link={manageLink} /> : null}
      </div>
    </Card>
  );
}

const linkRowStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 'var(--wed-space-text, 0.5rem)',
} as const;

/**
 * The link as selectable text (a read-only field: long-press or Ctrl+C work anywhere) and a plain copy button
 * with @wedding/ui's look and its 'Copied' announcement: the wizard ships without react-aria.
 */
function ManageLink({ locale, link }: { locale: Locale; link: string }) {
  const ids = { heading: useId(), input: useId(), hint: useId() };
  const { status, copy } = useCopyToClipboard();
  const { t } = useUiStrings();
  const copied = status === 'copied';
  return (
    <section aria-labelledby={ids.heading} style={stackStyle}>
      <h3 id={ids.heading} style={{ margin: 0, fontSize: 'var(--wed-fontSize-lg, 1.125rem)' }}>
        {translate('rsvp.manageLinkTitle', locale)}
      </h3>
      <p id={ids.hint} style={{ margin: 0 }}>
        {translate('rsvp.manageLinkText', locale)}
      </p>
      <div className={fieldRootStyle}>
        <label htmlFor={ids.input} className={fieldLabelStyle}>
          {translate('rsvp.manageLinkLabel', locale)}
        </label>
        <div style={linkRowStyle}>
          <input
            id={ids.input}
            className={nativeInputStyle}
            style={{ flex: '1 1 14rem', minWidth: 0 }}
            type="url"
            value={link}
            readOnly
            aria-describedby={ids.hint}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button
            type="button"
            className={buttonStyle({ variant: 'outline' })}
            data-status={status}
            onClick={() => void copy(link)}
          >
            {copied ? <CheckIcon /> : <CopyIcon />}
            <span>{copied ? t('copyButton.copied') : translate('rsvp.copyManageLink', locale)}</span>
          </button>
        </div>
      </div>
      <span className={visuallyHidden} role="status">
        {copied ? t('copyButton.copied') : status === 'error' ? t('copyButton.copyError') : ''}
      </span>
    </section>
  );
}
