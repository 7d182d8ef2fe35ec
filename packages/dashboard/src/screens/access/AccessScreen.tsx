import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type InvitationView, type MemberView, translate } from '@wedding/core';
import { useToast, useUiLocale } from '@wedding/ui';
import { useApi } from '../../app/api-context';
import { useNavigation } from '../../app/navigation';
import { failureText } from '../../components/failure-message';
import { useCurrentWedding } from '../../data/current-wedding';
import { createPasskey, isPasskeyCancelled } from '../../data/passkey-ceremony';
import { queryKeys } from '../../data/query-keys';
import { useSession } from '../../data/session';
import { invitationsQuery, membersQuery } from '../../data/site-queries';
import { useDashboardText } from '../../i18n/dashboard-text';
import { type AccessMember, AccessView } from './AccessView';

/** The invitation page's address for a token (apps/dashboard routes/account/invitation.$token.tsx). */
export const invitationPath = (token: string) => `/account/invitation/${encodeURIComponent(token)}`;

/** Spec A 3: members as the access screen shows them. */
export function accessUsers(
  members: readonly MemberView[],
  currentUserId: string | undefined,
): AccessMember[] {
  return members.map((member) => ({
    userId: member.user.id,
    username: member.user.username,
    joinedAt: member.joinedAt,
    isCurrentUser: member.user.id === currentUserId,
  }));
}

/**
 * '/dashboard/wedding/access': members, invitations by link or by passkey here (spec A 7 challenge-instant and
 * register-instant), removal. Spec A 8: a failed invitation toasts 'user.addError', a closed passkey prompt says
 * nothing; a failed removal toasts 'user.removeError' with the server's message or 'errors.serverError'.
 */
export function AccessScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const wedding = useCurrentWedding();
  const { user } = useSession();
  const { navigate } = useNavigation();
  const toast = useToast();
  const locale = useUiLocale();
  const text = useDashboardText('access');
  const { data: members } = useSuspenseQuery(membersQuery(api, wedding.id));
  const { data: invitations } = useSuspenseQuery(invitationsQuery(api, wedding.id));
  const membersKey = queryKeys.members(wedding.id);
  const refreshWedding = () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.wedding(wedding.id), exact: true });

  const remove = useMutation({
    mutationFn: (member: AccessMember) => api.members.remove(wedding.id, member.userId),
    onSuccess: (_answer, member) => {
      // Spec A 4: removal updates the list locally.
      queryClient.setQueryData<MemberView[]>(membersKey, (current = []) =>
        current.filter((entry) => entry.user.id !== member.userId),
      );
      void refreshWedding();
    },
  });

  const inviteHere = useMutation({
    mutationFn: async () => {
      if (!user) throw new Error('signed out');
      const { options, challenge } = await api.passkeys.inviteOptions(wedding.id);
      const attestationResponse = await createPasskey(options);
      return api.passkeys.registerInstant({
        attestationResponse: attestationResponse as never,
        challenge,
        weddingId: wedding.id,
        invitingUserId: user.id,
      });
    },
    onSuccess: ({ member }) => {
      queryClient.setQueryData<MemberView[]>(membersKey, (current = []) => [...current, member]);
      void refreshWedding();
    },
  });

  const addFailed = (error: unknown) =>
    toast.error(translate('user.addError', locale), {
      description: failureText(error, 'errors.serverError', locale),
    });

  return (
    <AccessView
      members={accessUsers(members, user?.id)}
      invitations={invitations}
      isPremium={wedding.isPremium}
      onRemove={async (member) => {
        try {
          await remove.mutateAsync(member);
        } catch (error) {
          toast.error(translate('user.removeError', locale), {
            description: failureText(error, 'errors.serverError', locale),
          });
          throw error;
        }
        if (member.isCurrentUser) {
          toast.success(text('left'));
          await queryClient.invalidateQueries({ queryKey: queryKeys.weddings });
          navigate('/dashboard', { replace: true });
        } else {
          toast.success(text('removed'));
        }
      }}
      onCreateLink={async () => {
        try {
          const { token, invitation } = await api.invitations.create(wedding.id);
          void queryClient.invalidateQueries({ queryKey: queryKeys.invitations(wedding.id) });
          return { url: `${location.origin}${invitationPath(token)}`, expiresAt: invitation.expiresAt };
        } catch (error) {
          addFailed(error);
          throw error;
        }
      }}
      onInviteHere={async () => {
        try {
          await inviteHere.mutateAsync();
          toast.success(text('invite.added'));
          return true;
        } catch (error) {
          if (isPasskeyCancelled(error)) return false;
          addFailed(error);
          throw error;
        }
      }}
      onRevoke={async (invitation: InvitationView) => {
        try {
          await api.invitations.revoke(wedding.id, invitation.id);
          queryClient.setQueryData<InvitationView[]>(queryKeys.invitations(wedding.id), (current = []) =>
            current.filter((entry) => entry.id !== invitation.id),
          );
          toast.success(text('pending.revoked'));
        } catch (error) {
          toast.error(failureText(error, 'errorOccurred', locale));
          throw error;
        }
      }}
    />
  );
}
