import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@wedding/api-client';
import type { AcceptInvitationForm } from '@wedding/core';
import { useState } from 'react';
import { useApi } from '../../app/api-context';
import { useNavigation } from '../../app/navigation';
import { usePreferences } from '../../app/preferences-context';
import { rememberWeddingId } from '../../data/current-wedding';
import { createPasskey, isPasskeyCancelled, passkeysSupported } from '../../data/passkey-ceremony';
import { queryKeys } from '../../data/query-keys';
import { useLogout, useSession, useStartSession } from '../../data/session';
import { useDashboardText } from '../../i18n/dashboard-text';
import { loginPath } from '../../shell/login-path';
import { PageLoading } from '../../shell/PageLoading';
import { AuthFrame } from '../auth/AuthFrame';
import { InvitationView } from './InvitationView';

/**
 * '/account/invitation/{token}': the invited person's page. New people create their account with a passkey on
 * this device (GET passkey-options, the browser's prompt, POST accept); someone signed in joins with their account.
 * Either way the wedding becomes their current one and the dashboard opens.
 */
export function InvitationScreen({ token }: { token: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const text = useDashboardText('invitation');
  const { locale, setLocale } = usePreferences();
  const { navigate, currentPath } = useNavigation();
  const { user, isPending: sessionPending } = useSession();
  const startSession = useStartSession();
  const logout = useLogout();
  const [canUsePasskeys] = useState(passkeysSupported);
  // Once joined, the link is used up: its preview must not be asked for again (it would answer 404).
  const [joined, setJoined] = useState(false);
  const preview = useQuery({
    queryKey: queryKeys.invitationPreview(token),
    queryFn: ({ signal }) => api.invitations.preview(token, signal),
    enabled: !joined,
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status < 500 && error.status !== 0),
    staleTime: 0,
  });
  const enter = (weddingId: string) => {
    rememberWeddingId(weddingId);
    navigate('/dashboard/wedding', { replace: true });
  };
  const accept = useMutation({
    mutationFn: async (who: AcceptInvitationForm) => {
      const { options, challenge } = await api.invitations.passkeyOptions(token, who);
      const attestationResponse = await createPasskey(options);
      return api.invitations.accept(token, {
        ...who,
        attestationResponse: attestationResponse as never,
        challenge,
      });
    },
    onSuccess: ({ user: member }) => {
      setJoined(true);
      startSession(member);
    },
  });
  const join = useMutation({
    mutationFn: () => api.invitations.join(token),
    onSuccess: () => {
      setJoined(true);
      // The wedding list must be asked again: the dashboard's guard reads it from the cache.
      queryClient.removeQueries({ queryKey: queryKeys.weddings, exact: true });
    },
  });

  return (
    <AuthFrame locale={locale} onLocaleChange={(next) => void setLocale(next)} title={text('title')}>
      {joined || preview.isPending || sessionPending ? (
        <PageLoading />
      ) : (
        <InvitationView
          preview={preview.data?.invitation ?? null}
          user={user}
          passkeysSupported={canUsePasskeys}
          loginHref={loginPath(currentPath)}
          onLogout={() => logout.mutate()}
          onAccept={async (who) => {
            try {
              const { weddingId } = await accept.mutateAsync(who);
              enter(weddingId);
              return true;
            } catch (error) {
              if (isPasskeyCancelled(error)) return false;
              throw error;
            }
          }}
          onJoin={async () => {
            const { weddingId } = await join.mutateAsync();
            enter(weddingId);
          }}
        />
      )}
    </AuthFrame>
  );
}
