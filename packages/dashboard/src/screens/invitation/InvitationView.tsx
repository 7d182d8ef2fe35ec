import { isApiError } from '@wedding/api-client';
import {
  type AcceptInvitationForm,
  type AuthUser,
  acceptInvitationFormSchema,
  type InvitationPreview,
  type MessageKey,
  translate,
} from '@wedding/core';
import { Button, useUiLocale } from '@wedding/ui';
import { useState } from 'react';
import { AppLink } from '../../app/navigation';
import { failureMessageKey } from '../../components/failure-message';
import { FormTextField } from '../../components/form/FormTextField';
import { useCoreForm } from '../../components/form/useCoreForm';
import { useDashboardText } from '../../i18n/dashboard-text';
import { KeyIcon } from '../../shell/nav-icons';
import * as auth from '../auth/AuthFrame.css';

export interface InvitationViewProps {
  /** What the link offers; null when it is used, revoked or expired. */
  preview: InvitationPreview | null;
  /** Who is signed in on this device, if anyone. */
  user: AuthUser | null;
  /** Creates the account with a passkey and joins: false when the prompt was closed; rejects when refused. */
  onAccept: (who: AcceptInvitationForm) => Promise<boolean>;
  /** Joins with the signed-in account; rejects when refused. */
  onJoin: () => Promise<void>;
  onLogout: () => void;
  loginHref: string;
  passkeysSupported: boolean;
}

/**
 * '/account/invitation/{token}': the invited person, on their own device, sees whose wedding it is and
 * joins: with a new passkey-only account, or with the account they are signed in with.
 */
export function InvitationView({
  preview,
  user,
  onAccept,
  onJoin,
  onLogout,
  loginHref,
  passkeysSupported,
}: InvitationViewProps) {
  const text = useDashboardText('invitation');
  const locale = useUiLocale();
  if (!preview) {
    return (
      <div className={auth.form}>
        <p role="alert" className={auth.alert}>
          {translate('invitation.invalid', locale)}
        </p>
        <AppLink href="/" className={auth.inlineLink}>
          {text('invalid.home')}
        </AppLink>
      </div>
    );
  }
  const couple = text('couple', { bride: preview.brideName, groom: preview.groomName });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className={auth.form}>
      <p>{text('lead', { inviter: preview.invitedByName, couple })}</p>
      <p className={auth.hint}>{text('validUntil', { date: date.format(new Date(preview.expiresAt)) })}</p>
      {user ? (
        <JoinAsUser user={user} onJoin={onJoin} onLogout={onLogout} />
      ) : (
        <>
          {passkeysSupported ? (
            <NewAccount onAccept={onAccept} />
          ) : (
            <p role="alert" className={auth.alert}>
              {text('unsupported')}
            </p>
          )}
          <p className={auth.switchText}>
            {text('existing.title')}{' '}
            <AppLink href={loginHref} className={auth.inlineLink}>
              {text('existing.login')}
            </AppLink>
          </p>
        </>
      )}
    </div>
  );
}

function NewAccount({ onAccept }: { onAccept: InvitationViewProps['onAccept'] }) {
  const text = useDashboardText('invitation');
  const locale = useUiLocale();
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<MessageKey | null>(null);
  const form = useCoreForm(acceptInvitationFormSchema, { defaultValues: { name: '', username: '' } });
  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    setErrorKey(null);
    try {
      await onAccept(values);
    } catch (error) {
      if (isApiError(error) && error.code === 'usernameTaken') {
        form.setError(
          'username',
          { message: translate('auth.usernameTaken', locale) },
          { shouldFocus: true },
        );
      } else {
        setErrorKey(failureMessageKey(error, 'user.addError', 'networkError'));
      }
    } finally {
      setBusy(false);
    }
  });
  return (
    <form className={auth.form} noValidate onSubmit={submit} aria-labelledby="invitation-new">
      <h2 id="invitation-new" className={auth.subtitle}>
        {text('new.title')}
      </h2>
      <p className={auth.hint}>{text('new.text')}</p>
      <FormTextField
        control={form.control}
        name="name"
        label={text('field.name')}
        autoComplete="name"
        isRequired
      />
      <FormTextField
        control={form.control}
        name="username"
        label={text('field.username')}
        description={text('field.usernameHint')}
        autoComplete="username"
        isRequired
      />
      {errorKey ? (
        <p role="alert" className={auth.alert}>
          {translate(errorKey, locale)}
        </p>
      ) : null}
      <Button type="submit" icon={<KeyIcon />} isPending={busy}>
        {text('accept')}
      </Button>
    </form>
  );
}

function JoinAsUser({
  user,
  onJoin,
  onLogout,
}: {
  user: AuthUser;
  onJoin: () => Promise<void>;
  onLogout: () => void;
}) {
  const text = useDashboardText('invitation');
  const locale = useUiLocale();
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<MessageKey | null>(null);
  return (
    <div className={auth.form}>
      <p>{text('signedIn.text', { username: user.username })}</p>
      {errorKey ? (
        <p role="alert" className={auth.alert}>
          {translate(errorKey, locale)}
        </p>
      ) : null}
      <Button
        isPending={busy}
        onPress={async () => {
          setBusy(true);
          setErrorKey(null);
          try {
            await onJoin();
          } catch (error) {
            setErrorKey(failureMessageKey(error, 'user.addError', 'networkError'));
          } finally {
            setBusy(false);
          }
        }}
      >
        {text('signedIn.join', { username: user.username })}
      </Button>
      <Button variant="ghost" onPress={onLogout} isDisabled={busy}>
        {text('signedIn.other')}
      </Button>
    </div>
  );
}
