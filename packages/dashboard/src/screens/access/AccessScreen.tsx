import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type InvitationView, isStaffRole, type MemberView, translate } from '@wedding/core';
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
import { type AccessMember, AccessView, type MemberAccess } from './AccessView';

/** The invitation page's address for a token (apps/dashboard routes/account/invitation.$token.tsx). */
export const invitationPath = (token: string) => `/account/invitation/${encodeURIComponent(token)}`;

/** docs/requirements.md A3: members as the access screen shows them. */
export function accessUsers(
  members: readonly MemberView[],
  currentUserId: string | undefined,
): AccessMember[] {
  return members.map((member) => ({
    userId: member.user.id,
    username: member.user.username,
    joinedAt: member.joinedAt,
    isCurrentUser: member.user.id === currentUserId,
    role: member.role,
    side: member.side,
  }));
}

/**
 * Whether the signed-in person manages this wedding's members: an owner, or staff (who act with every right). The API
 * decides again on every call; this only keeps controls away that would be refused.
 */
export function managesMembers(
  members: readonly MemberView[],
  user: { id: string; role: Parameters<typeof isStaffRole>[0] } | null | undefined,
): boolean {
  if (!user) return false;
  if (isStaffRole(user.role)) return true;
  return members.some((member) => member.user.id === user.id && member.role === 'owner');
}

/**
 * '/dashboard/wedding/access': members, invitations by link or by passkey here (challenge-instant and
 * register-instant, docs/requirements.md A7), removal. docs/requirements.md A8: a failed invitation toasts
 * 'user.addError', a closed passkey prompt says nothing; a failed removal toasts 'user.removeError' with the server's
 * message or 'errors.serverError'.
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
      // docs/requirements.md A4: removal updates the list locally.
      queryClient.setQueryData<MemberView[]>(membersKey, (current = []) =>
        current.filter((entry) => entry.user.id !== member.userId),
      );
      void refreshWedding();
    },
  });

  const changeRole = useMutation({
    mutationFn: ({ member, access }: { member: AccessMember; access: MemberAccess }) =>
      api.members.updateRole({ params: { weddingId: wedding.id, userId: member.userId }, body: access }),
    onSuccess: ({ member }) => {
      queryClient.setQueryData<MemberView[]>(membersKey, (current = []) =>
        current.map((entry) => (entry.user.id === member.user.id ? member : entry)),
      );
    },
  });

  const inviteHere = useMutation({
    mutationFn: async (access: MemberAccess) => {
      if (!user) throw new Error('signed out');
      const { options, challenge } = await api.passkeys.inviteOptions(wedding.id);
      const attestationResponse = await createPasskey(options);
      return api.passkeys.registerInstant({
        attestationResponse: attestationResponse as never,
        challenge,
        weddingId: wedding.id,
        invitingUserId: user.id,
        role: access.role,
        side: access.side,
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
      canManageMembers={managesMembers(members, user)}
      partnerNames={{ partner1: wedding.brideName, partner2: wedding.groomName }}
      onChangeRole={async (member, access) => {
        await changeRole.mutateAsync({ member, access });
        toast.success(text('roleChanged'));
      }}
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
      onCreateLink={async (access) => {
        try {
          const { token, invitation } = await api.invitations.create(wedding.id, access);
          void queryClient.invalidateQueries({ queryKey: queryKeys.invitations(wedding.id) });
          return { url: `${location.origin}${invitationPath(token)}`, expiresAt: invitation.expiresAt };
        } catch (error) {
          addFailed(error);
          throw error;
        }
      }}
      onInviteHere={async (access) => {
        try {
          await inviteHere.mutateAsync(access);
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
