import { isApiError } from '@wedding/api-client';
import { accountEmailRequestSchema, translate } from '@wedding/core';
import { Badge, Button, Card, useUiLocale } from '@wedding/ui';
import { useState } from 'react';
import { failureMessageKey } from '../../../components/failure-message';
import { FormTextField } from '../../../components/form/FormTextField';
import { useCoreForm } from '../../../components/form/useCoreForm';
import { useDashboardText } from '../../../i18n/dashboard-text';
import * as account from '../AccountView.css';
import * as styles from './EmailAddress.css';

export interface EmailAddressCardProps {
  /** The account's verified address; null while it has none. */
  email: string | null;
  /** Sends a verification link to the address: resolves with the address it went to, rejects with the API's answer. */
  onRequestVerification: (email: string) => Promise<string>;
}

/** Failures that concern the typed address itself, shown at the field; the rest stand below the form. */
const concernsAddress = (error: unknown) =>
  isApiError(error) && (error.code === 'emailTaken' || 'email' in error.fieldErrors);

/**
 * The account's email address: the verified one, why it matters, and a form that sends a verification link to a
 * new one. The address changes only once the link is opened, so a typo never locks anyone out.
 */
export function EmailAddressCard({ email, onRequestVerification }: EmailAddressCardProps) {
  const text = useDashboardText('account');
  const locale = useUiLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sentAgain, setSentAgain] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useCoreForm(accountEmailRequestSchema, { defaultValues: { email: '' } });
  const failureText = (error: unknown) =>
    translate(failureMessageKey(error, 'errorOccurred', 'networkError'), locale);

  const submit = form.handleSubmit(async (values) => {
    if (sending) return;
    setFailure(null);
    if (values.email === email) {
      form.setError('email', { message: text('email.same') }, { shouldFocus: true });
      return;
    }
    setSending(true);
    try {
      setSentTo(await onRequestVerification(values.email));
      setSentAgain(false);
      form.reset();
    } catch (error) {
      // What was typed stays, so a corrected address is one edit away.
      if (concernsAddress(error)) {
        form.setError('email', { message: failureText(error) }, { shouldFocus: true });
      } else {
        setFailure(failureText(error));
      }
    } finally {
      setSending(false);
    }
  });

  const resend = async () => {
    if (!sentTo || sending) return;
    setFailure(null);
    setSending(true);
    try {
      setSentTo(await onRequestVerification(sentTo));
      setSentAgain(true);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card title={text('email.title')} description={text('email.description')} headingLevel={2}>
      <div className={account.stack}>
        {email ? (
          <p className={styles.current}>
            <span className={account.muted}>{text('email.current')}</span>
            <span className={styles.address}>{email}</span>
            <Badge tone="success">{text('email.verified')}</Badge>
          </p>
        ) : (
          <p className={account.muted}>{text('email.none')}</p>
        )}
        <div className={account.stack}>
          <p className={account.muted}>{text('email.usesIntro')}</p>
          <ul className={styles.uses}>
            <li>{text('email.use.reset')}</li>
            <li>{text('email.use.rsvp')}</li>
            <li>{text('email.use.guests')}</li>
          </ul>
          <p className={account.muted}>{text('email.replies')}</p>
        </div>
        <div role="status" className={styles.statusRegion}>
          {sentTo ? (
            <div className={styles.sent}>
              <p className={styles.sentText}>
                {sentAgain
                  ? text('email.sentAgain', { email: sentTo })
                  : text('email.sent', { email: sentTo })}
              </p>
              {email ? <p className={account.muted}>{text('email.keepsCurrent', { email })}</p> : null}
              <Button variant="outline" size="sm" onPress={resend} isPending={sending}>
                {text('email.resend')}
              </Button>
            </div>
          ) : null}
        </div>
        <form className={account.stack} noValidate onSubmit={submit}>
          <FormTextField
            control={form.control}
            name="email"
            label={email ? text('email.newField') : text('email.field')}
            description={text('email.fieldHint')}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck="false"
            isRequired
          />
          {failure ? (
            <p role="alert" className={styles.alert}>
              {failure}
            </p>
          ) : null}
          <div className={account.actions}>
            <Button type="submit" isPending={sending}>
              {text('email.submit')}
            </Button>
          </div>
        </form>
      </div>
    </Card>
  );
}
