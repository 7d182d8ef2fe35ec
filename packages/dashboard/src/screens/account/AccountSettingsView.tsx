import { isApiError } from '@wedding/api-client';
import {
  type AuthUser,
  changePasswordFormSchema,
  PASSWORD_RULES,
  type PasskeyView,
  setPasswordFormSchema,
  translate,
} from '@wedding/core';
import { Badge, Button, buttonStyle, Card, ConfirmDialog, Dialog, TextField, useUiLocale } from '@wedding/ui';
import { type ReactNode, useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { failureMessageKey } from '../../components/failure-message';
import { FormTextField } from '../../components/form/FormTextField';
import { useCoreForm } from '../../components/form/useCoreForm';
import { useDashboardText } from '../../i18n/dashboard-text';
import { DownloadIcon, KeyIcon, TrashIcon } from '../../shell/nav-icons';
import * as styles from './AccountView.css';
import { EmailAddressCard } from './email/EmailAddressCard';

export interface AccountSettingsViewProps {
  user: AuthUser;
  passkeys: readonly PasskeyView[];
  /** Sends a verification link to a new address: resolves with the address it went to; rejects with the API's answer. */
  onRequestEmailVerification: (email: string) => Promise<string>;
  /** Resolves with how many other sessions ended; rejects with the API's answer (shown on the fields). */
  onChangePassword: (change: { currentPassword?: string; newPassword: string }) => Promise<void>;
  /** Creates a passkey on this device: false when the prompt was closed; rejects when it failed. */
  onAddPasskey: () => Promise<boolean>;
  onRemovePasskey: (passkey: PasskeyView) => Promise<void>;
  /** GET link of the archive of everything stored about the user (privacy API). */
  exportHref?: string;
  /** Deletes the account after the username was typed; rejects when refused. */
  onDeleteAccount: (confirmUsername: string) => Promise<void>;
  /** More of the user's data below "Your data" (the screen puts deleting a wedding there). */
  children?: ReactNode;
}

/** '/account/settings': email address, password, passkeys, and the user's data (download, delete the account). */
export function AccountSettingsView({
  user,
  passkeys,
  onRequestEmailVerification,
  onChangePassword,
  onAddPasskey,
  onRemovePasskey,
  exportHref = '/api/account/export',
  onDeleteAccount,
  children,
}: AccountSettingsViewProps) {
  const text = useDashboardText('account');
  return (
    <div className={styles.page}>
      <div className={styles.stack}>
        <EmailAddressCard email={user.email} onRequestVerification={onRequestEmailVerification} />
        <PasswordCard user={user} onChangePassword={onChangePassword} />
        <PasskeysCard passkeys={passkeys} onAdd={onAddPasskey} onRemove={onRemovePasskey} />
      </div>
      <div className={styles.stack}>
        <Card title={text('privacy.title')} description={text('privacy.description')} headingLevel={2}>
          <div className={styles.stack}>
            <div className={styles.stack}>
              <a href={exportHref} download className={buttonStyle({ variant: 'outline', size: 'md' })}>
                <DownloadIcon aria-hidden="true" />
                <span>{text('privacy.export')}</span>
              </a>
              <p className={styles.muted}>{text('privacy.exportHint')}</p>
            </div>
            <DeleteAccount username={user.username} onDelete={onDeleteAccount} />
          </div>
        </Card>
        {children}
      </div>
    </div>
  );
}

function PasswordCard({
  user,
  onChangePassword,
}: {
  user: AuthUser;
  onChangePassword: AccountSettingsViewProps['onChangePassword'];
}) {
  const text = useDashboardText('account');
  return (
    <Card
      title={text('password.title')}
      description={user.hasPassword ? text('password.description') : text('password.setDescription')}
      headingLevel={2}
    >
      {user.hasPassword ? (
        <ChangePasswordForm onChangePassword={onChangePassword} />
      ) : (
        <SetPasswordForm onChangePassword={onChangePassword} />
      )}
    </Card>
  );
}

function ChangePasswordForm({ onChangePassword }: Pick<AccountSettingsViewProps, 'onChangePassword'>) {
  const text = useDashboardText('account');
  const locale = useUiLocale();
  const [saving, setSaving] = useState(false);
  const form = useCoreForm(changePasswordFormSchema, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setSaving(true);
    try {
      await onChangePassword({ currentPassword, newPassword });
      form.reset();
    } catch (error) {
      // A wrong current password is named on its field; the new one stays typed.
      const wrongCurrent =
        isApiError(error) &&
        (error.code === 'currentPasswordWrong' || 'currentPassword' in error.fieldErrors);
      if (wrongCurrent) {
        form.setError(
          'currentPassword',
          { message: translate(failureMessageKey(error, 'auth.currentPasswordWrong'), locale) },
          { shouldFocus: true },
        );
      }
    } finally {
      setSaving(false);
    }
  });
  return (
    <form className={styles.stack} noValidate onSubmit={submit}>
      <FormTextField
        control={form.control}
        name="currentPassword"
        label={text('password.current')}
        type="password"
        autoComplete="current-password"
        isRequired
      />
      <NewPasswordFields control={form.control} />
      <div className={styles.actions}>
        <Button type="submit" isPending={saving}>
          {text('password.save')}
        </Button>
      </div>
    </form>
  );
}

function SetPasswordForm({ onChangePassword }: Pick<AccountSettingsViewProps, 'onChangePassword'>) {
  const text = useDashboardText('account');
  const [saving, setSaving] = useState(false);
  const form = useCoreForm(setPasswordFormSchema, {
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const submit = form.handleSubmit(async ({ newPassword }) => {
    setSaving(true);
    try {
      await onChangePassword({ newPassword });
      form.reset();
    } catch {
      // The screen says why; what was typed stays.
    } finally {
      setSaving(false);
    }
  });
  return (
    <form className={styles.stack} noValidate onSubmit={submit}>
      <NewPasswordFields control={form.control} />
      <div className={styles.actions}>
        <Button type="submit" isPending={saving}>
          {text('password.set')}
        </Button>
      </div>
    </form>
  );
}

/** Both password forms share these two fields. */
function NewPasswordFields<Values extends { newPassword: string; confirmPassword: string }>({
  control,
}: {
  control: Control<Values, unknown, FieldValues>;
}) {
  const text = useDashboardText('account');
  return (
    <>
      <FormTextField
        control={control}
        name={'newPassword' as FieldPath<Values>}
        label={text('password.new')}
        description={text('password.newHint', { min: PASSWORD_RULES.minLength })}
        type="password"
        autoComplete="new-password"
        isRequired
      />
      <FormTextField
        control={control}
        name={'confirmPassword' as FieldPath<Values>}
        label={text('password.confirm')}
        type="password"
        autoComplete="new-password"
        isRequired
      />
    </>
  );
}

function PasskeysCard({
  passkeys,
  onAdd,
  onRemove,
}: {
  passkeys: readonly PasskeyView[];
  onAdd: () => Promise<boolean>;
  onRemove: (passkey: PasskeyView) => Promise<void>;
}) {
  const text = useDashboardText('account');
  const locale = useUiLocale();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<{ passkey: PasskeyView; index: number } | null>(null);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <Card title={text('passkeys.title')} description={text('passkeys.description')} headingLevel={2}>
      <div className={styles.stack}>
        {passkeys.length === 0 ? (
          <p className={styles.muted}>{text('passkeys.empty')}</p>
        ) : (
          <ul className={styles.passkeys}>
            {passkeys.map((passkey, position) => {
              const index = position + 1;
              return (
                <li key={passkey.id} className={styles.passkey}>
                  <span className={styles.passkeyText}>
                    <span className={styles.passkeyName}>{text('passkeys.item', { index })}</span>
                    <span className={styles.muted}>
                      {text('passkeys.created', { date: date.format(new Date(passkey.createdAt)) })}
                      {' · '}
                      {passkey.lastUsedAt
                        ? text('passkeys.lastUsed', { date: date.format(new Date(passkey.lastUsedAt)) })
                        : text('passkeys.neverUsed')}
                    </span>
                    <span>
                      <Badge tone={passkey.backedUp ? 'success' : 'neutral'}>
                        {passkey.backedUp ? text('passkeys.synced') : text('passkeys.deviceBound')}
                      </Badge>
                    </span>
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<TrashIcon />}
                    onPress={() => setRemoving({ passkey, index })}
                    aria-label={text('passkeys.removeNamed', { index })}
                  >
                    {text('passkeys.remove')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <div>
          <Button
            variant="outline"
            icon={<KeyIcon />}
            isPending={adding}
            onPress={async () => {
              setAdding(true);
              try {
                await onAdd();
              } catch {
                // The screen says why.
              } finally {
                setAdding(false);
              }
            }}
          >
            {text('passkeys.add')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={text('passkeys.confirmTitle')}
        description={text('passkeys.confirmText')}
        confirmLabel={text('passkeys.remove')}
        cancelLabel={text('cancel')}
        onConfirm={async () => {
          if (removing) await onRemove(removing.passkey);
        }}
        describeError={(error) => translate(failureMessageKey(error, 'errorOccurred'), locale)}
      />
    </Card>
  );
}

function DeleteAccount({
  username,
  onDelete,
}: {
  username: string;
  onDelete: (confirm: string) => Promise<void>;
}) {
  const text = useDashboardText('account');
  const locale = useUiLocale();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const matches = typed.trim().toLowerCase() === username;
  return (
    <div className={styles.danger}>
      <p className={styles.muted}>{text('privacy.deleteHint')}</p>
      <div>
        <Button variant="danger" icon={<TrashIcon />} onPress={() => setOpen(true)}>
          {text('privacy.delete')}
        </Button>
      </div>
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          if (busy) return;
          setOpen(next);
          setTyped('');
          setError(null);
        }}
      >
        {open ? (
          <Dialog.Content title={text('privacy.deleteTitle')} description={text('privacy.deleteHint')}>
            <form
              className={styles.stack}
              noValidate
              onSubmit={async (event) => {
                event.preventDefault();
                if (!matches || busy) return;
                setBusy(true);
                setError(null);
                try {
                  await onDelete(typed);
                } catch (failure) {
                  setError(translate(failureMessageKey(failure, 'errorOccurred'), locale));
                  setBusy(false);
                }
              }}
            >
              <TextField
                label={text('privacy.deleteConfirmLabel', { username })}
                value={typed}
                onChange={setTyped}
                autoComplete="off"
                spellCheck="false"
                errorMessage={error ?? undefined}
              />
              <Dialog.Footer>
                <Button variant="ghost" onPress={() => setOpen(false)} isDisabled={busy}>
                  {text('cancel')}
                </Button>
                <Button type="submit" variant="danger" isDisabled={!matches} isPending={busy}>
                  {text('privacy.deleteConfirm')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        ) : null}
      </Dialog.Root>
    </div>
  );
}
