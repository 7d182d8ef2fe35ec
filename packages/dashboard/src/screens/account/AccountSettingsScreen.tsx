import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type PasskeyView, translate } from '@wedding/core';
import { useToast, useUiLocale } from '@wedding/ui';
import { useApi } from '../../app/api-context';
import { useNavigation } from '../../app/navigation';
import { useSessionExpiry } from '../../app/session-expiry-context';
import { failureMessageKey } from '../../components/failure-message';
import { createPasskey, isPasskeyCancelled } from '../../data/passkey-ceremony';
import { queryKeys } from '../../data/query-keys';
import { useSession } from '../../data/session';
import { passkeysQuery } from '../../data/site-queries';
import { useDashboardText } from '../../i18n/dashboard-text';
import { AccountSettingsView } from './AccountSettingsView';
import { WeddingDeletionSection } from './privacy/WeddingDeletionSection';

/**
 * '/account/settings': the email address (a verification link to a new one), the password (other sessions end), the passkeys (added on this device, removed but never
 * the last way in), and the privacy routes (download everything, delete the account, delete a wedding).
 */
export function AccountSettingsScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { navigate } = useNavigation();
  const sessionExpiry = useSessionExpiry();
  const toast = useToast();
  const locale = useUiLocale();
  const text = useDashboardText('account');
  const { data: passkeys } = useSuspenseQuery(passkeysQuery(api));

  const changePassword = useMutation({
    mutationFn: (change: { currentPassword?: string; newPassword: string }) =>
      api.account.changePassword(change),
    onSuccess: ({ user: saved }) => queryClient.setQueryData(queryKeys.me, saved),
  });
  const addPasskey = useMutation({
    mutationFn: async () => {
      const { options, challenge } = await api.account.passkeyOptions();
      const attestationResponse = await createPasskey(options);
      return api.account.addPasskey({ attestationResponse: attestationResponse as never, challenge });
    },
    onSuccess: ({ passkey }) =>
      queryClient.setQueryData<PasskeyView[]>(queryKeys.passkeys, (current = []) => [...current, passkey]),
  });
  const errorText = (error: unknown, fallback: Parameters<typeof failureMessageKey>[1]) =>
    translate(failureMessageKey(error, fallback, 'networkError'), locale);

  if (!user) return null;
  return (
    <AccountSettingsView
      user={user}
      passkeys={passkeys}
      onRequestEmailVerification={async (email) => {
        const { pendingEmail } = await api.accountEmail.requestEmailVerification({ body: { email } });
        return pendingEmail;
      }}
      onChangePassword={async (change) => {
        try {
          const { endedSessions } = await changePassword.mutateAsync(change);
          toast.success(text('password.changed'), {
            description: text('password.endedSessions', { count: endedSessions }),
          });
        } catch (error) {
          toast.error(errorText(error, 'saveError'));
          throw error;
        }
      }}
      onAddPasskey={async () => {
        try {
          await addPasskey.mutateAsync();
          toast.success(text('passkeys.added'));
          return true;
        } catch (error) {
          if (isPasskeyCancelled(error)) return false;
          toast.error(translate('passkey.failed', locale), {
            description: errorText(error, 'passkey.failed'),
          });
          throw error;
        }
      }}
      onRemovePasskey={async (passkey) => {
        try {
          await api.account.removePasskey(passkey.id);
          queryClient.setQueryData<PasskeyView[]>(queryKeys.passkeys, (current = []) =>
            current.filter((entry) => entry.id !== passkey.id),
          );
          toast.success(text('passkeys.removed'));
        } catch (error) {
          toast.error(errorText(error, 'errorOccurred'));
          throw error;
        }
      }}
      onDeleteAccount={async (confirmUsername) => {
        await api.account.deleteAccount(confirmUsername);
        // Leave the signed-in pages first, then forget everything of the account.
        navigate('/', { replace: true });
        queryClient.clear();
        queryClient.setQueryData(queryKeys.me, null);
        sessionExpiry.reset();
        toast.success(text('privacy.deleted'));
      }}
    >
      <WeddingDeletionSection />
    </AccountSettingsView>
  );
}
