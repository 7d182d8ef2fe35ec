import {
  canRemoveMember,
  GUEST_SIDES,
  type GuestSide,
  type InvitationView,
  MEMBER_ROLES,
  MEMBERS_MAX,
  type MemberRole,
  memberInitial,
  roleHasSide,
} from '@wedding/core';
import {
  Badge,
  Button,
  buttonStyle,
  ConfirmDialog,
  CopyButton,
  Dialog,
  RadioGroup,
  TextField,
  useUiLocale,
} from '@wedding/ui';
import { useState } from 'react';
import { AppLink } from '../../app/navigation';
import * as list from '../../components/card-list.css';
import { failureText } from '../../components/failure-message';
import { type DashboardText, useDashboardText } from '../../i18n/dashboard-text';
import { KeyIcon, LinkIcon, LockIcon, SparkleIcon, TrashIcon, UsersIcon } from '../../shell/nav-icons';
import * as styles from './AccessView.css';
import { accessPlaces } from './access-slots';

/** Member (docs/requirements.md A3) as the access screen shows it (core's AccessUser, with the API's ISO date). */
export interface AccessMember {
  userId: string;
  username: string;
  joinedAt: string;
  isCurrentUser: boolean;
  role: MemberRole;
  /** The side whose guests a side editor changes; null for every other role. */
  side: GuestSide | null;
}

/** What a member may do: the role, and for a side editor the side. */
export interface MemberAccess {
  role: MemberRole;
  side: GuestSide | null;
}

/** The couple's first names, so a side reads "Anna's side" rather than "first partner's side". */
export interface PartnerNames {
  partner1: string;
  partner2: string;
}

export interface CreatedLink {
  url: string;
  expiresAt: string;
}

export interface AccessViewProps {
  members: readonly AccessMember[];
  invitations: readonly InvitationView[];
  isPremium: boolean;
  /**
   * docs/requirements.md A6's removal permission, now the owner's: invite, remove others and change roles (the API
   * checks it again). Without it the roles are shown read-only and a member may only leave.
   */
  canManageMembers?: boolean;
  partnerNames?: PartnerNames;
  /** Removes after the confirmation; rejects with the failure (shown in the dialog). */
  onRemove: (member: AccessMember) => Promise<void>;
  /** Stores a member's new role; rejects with the failure (shown in the dialog). */
  onChangeRole: (member: AccessMember, access: MemberAccess) => Promise<void>;
  /** Makes a one-time invitation link for the chosen role; rejects when the API refused. */
  onCreateLink: (access: MemberAccess) => Promise<CreatedLink>;
  /**
   * The spec's invitation in this browser (challenge-instant, passkey prompt, register-instant): true when a member
   * was added, false when the prompt was closed (nothing said, docs/requirements.md A8); rejects when it failed.
   */
  onInviteHere: (access: MemberAccess) => Promise<boolean>;
  onRevoke: (invitation: InvitationView) => Promise<void>;
  /** Where the upgrade actions lead (the upgrade page). */
  upgradeHref?: string;
}

/**
 * Access screen (docs/requirements.md A2): the invite bar (current/max, invite or upgrade), member cards (first letter,
 * 'you', 'index of total', joined date, remove with confirmation when permitted and more than one member), then the
 * open invitations and the free or locked places (Invite, or Upgrade with 'premium required').
 */
export function AccessView({
  members,
  invitations,
  isPremium,
  canManageMembers = true,
  partnerNames,
  onRemove,
  onChangeRole,
  onCreateLink,
  onInviteHere,
  onRevoke,
  upgradeHref = '/dashboard/upgrade',
}: AccessViewProps) {
  const text = useDashboardText('access');
  const locale = useUiLocale();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<AccessMember | null>(null);
  const [changing, setChanging] = useState<AccessMember | null>(null);
  const medium = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const { taken, barAction, places } = accessPlaces(members.length, invitations.length, isPremium);
  const removable = (member: AccessMember) =>
    canRemoveMember(canManageMembers || member.isCurrentUser, members.length);
  const upgradeLink = (label: string) => (
    <AppLink href={upgradeHref} className={buttonStyle({ variant: 'primary', size: 'md' })}>
      <SparkleIcon aria-hidden="true" />
      <span>{label}</span>
    </AppLink>
  );

  return (
    <div className={list.section}>
      <p className={list.itemText}>{text('intro')}</p>
      <section className={styles.bar} aria-labelledby="access-bar-label">
        <p className={styles.barText}>
          <span id="access-bar-label" className={styles.barLabel}>
            {text('bar.label')}
          </span>
          <span className={styles.barCount}>{text('bar.count', { current: taken, max: MEMBERS_MAX })}</span>
        </p>
        {!canManageMembers ? (
          <span className={styles.barCount}>{text('readOnly')}</span>
        ) : barAction === 'invite' ? (
          <Button icon={<UsersIcon />} onPress={() => setInviting(true)}>
            {text('bar.invite')}
          </Button>
        ) : barAction === 'upgrade' ? (
          upgradeLink(text('bar.upgrade'))
        ) : (
          <span className={styles.barCount}>{text('bar.full')}</span>
        )}
      </section>

      <ul className={list.cardGrid}>
        {members.map((member, index) => (
          <li key={member.userId}>
            <article className={list.itemCard} aria-labelledby={`member-${member.userId}`}>
              <div className={styles.memberHead}>
                <span className={styles.initial} aria-hidden="true">
                  {memberInitial(member.username)}
                </span>
                <h2 id={`member-${member.userId}`} className={styles.name}>
                  {member.username}
                  {member.isCurrentUser ? <Badge tone="primary">{text('member.you')}</Badge> : null}
                </h2>
              </div>
              <div className={list.itemMeta}>
                <Badge tone="neutral">
                  {text('member.position', { index: index + 1, total: members.length })}
                </Badge>
                <Badge tone={member.role === 'owner' ? 'primary' : 'neutral'}>
                  {roleLabel(text, member, partnerNames)}
                </Badge>
                <span className={list.itemText}>
                  {text('member.joined', { date: medium.format(new Date(member.joinedAt)) })}
                </span>
              </div>
              {canManageMembers || removable(member) ? (
                <div className={list.itemActions}>
                  {canManageMembers ? (
                    <Button
                      variant="outline"
                      size="sm"
                      icon={<KeyIcon />}
                      onPress={() => setChanging(member)}
                      aria-label={text('member.changeRoleNamed', { username: member.username })}
                    >
                      {text('member.changeRole')}
                    </Button>
                  ) : null}
                  {removable(member) ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      icon={<TrashIcon />}
                      onPress={() => setRemoving(member)}
                      aria-label={
                        member.isCurrentUser
                          ? undefined
                          : text('member.removeNamed', { username: member.username })
                      }
                    >
                      {member.isCurrentUser ? text('member.leave') : text('member.remove')}
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </article>
          </li>
        ))}
        {places.map((place) => {
          if (place.kind === 'invitation') {
            const invitation = invitations[place.index - members.length];
            if (!invitation) return null;
            return (
              <li key={invitation.id}>
                <PendingInvitation
                  invitation={invitation}
                  date={medium}
                  onRevoke={canManageMembers ? onRevoke : undefined}
                  roleText={roleLabel(text, invitation, partnerNames)}
                />
              </li>
            );
          }
          const locked = place.kind === 'locked';
          return (
            <li key={`place-${place.index}`}>
              <article
                className={`${list.itemCard} ${styles.placeCard}`}
                aria-labelledby={`place-${place.index}`}
              >
                <div className={styles.memberHead}>
                  <span className={styles.lockedInitial} aria-hidden="true">
                    {locked ? <LockIcon /> : place.index + 1}
                  </span>
                  <h2 id={`place-${place.index}`} className={styles.name}>
                    {locked ? text('slot.locked') : text('slot.available')}
                  </h2>
                </div>
                <p className={list.itemText}>
                  {locked ? text('slot.premiumRequired') : text('slot.availableText')}
                </p>
                {canManageMembers ? (
                  <div className={list.itemActions}>
                    {locked ? (
                      upgradeLink(text('slot.upgrade'))
                    ) : (
                      <Button variant="outline" icon={<UsersIcon />} onPress={() => setInviting(true)}>
                        {text('slot.invite')}
                      </Button>
                    )}
                  </div>
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>

      <Dialog.Root open={inviting} onOpenChange={setInviting}>
        {inviting ? (
          <InviteDialog
            partnerNames={partnerNames}
            onCreateLink={onCreateLink}
            onInviteHere={async (access) => {
              if (await onInviteHere(access)) setInviting(false);
            }}
            onClose={() => setInviting(false)}
          />
        ) : null}
      </Dialog.Root>

      <Dialog.Root open={changing !== null} onOpenChange={(open) => (open ? undefined : setChanging(null))}>
        {changing ? (
          <ChangeRoleDialog
            member={changing}
            partnerNames={partnerNames}
            onSave={async (access) => {
              await onChangeRole(changing, access);
              setChanging(null);
            }}
            onClose={() => setChanging(null)}
          />
        ) : null}
      </Dialog.Root>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={removing?.isCurrentUser ? text('leave.title') : text('remove.title')}
        description={
          removing?.isCurrentUser
            ? text('leave.description')
            : text('remove.description', { username: removing?.username ?? '' })
        }
        confirmLabel={removing?.isCurrentUser ? text('member.leave') : text('member.remove')}
        cancelLabel={text('cancel')}
        onConfirm={async () => {
          if (removing) await onRemove(removing);
        }}
        describeError={(error) => failureText(error, 'removeErrorGeneric', locale)}
      />
    </div>
  );
}

function PendingInvitation({
  invitation,
  date,
  onRevoke,
  roleText,
}: {
  invitation: InvitationView;
  date: Intl.DateTimeFormat;
  /** Left out for a member who does not manage members: the invitation is shown, not revocable. */
  onRevoke?: (invitation: InvitationView) => Promise<void>;
  roleText: string;
}) {
  const text = useDashboardText('access');
  const [revoking, setRevoking] = useState(false);
  return (
    <article
      className={`${list.itemCard} ${styles.placeCard}`}
      aria-labelledby={`invitation-${invitation.id}`}
    >
      <div className={styles.memberHead}>
        <span className={styles.lockedInitial} aria-hidden="true">
          <LinkIcon />
        </span>
        <h2 id={`invitation-${invitation.id}`} className={styles.name}>
          {text('pending.title')}
        </h2>
      </div>
      <div className={list.itemMeta}>
        <Badge tone="neutral">{roleText}</Badge>
      </div>
      <p className={list.itemText}>
        {text('pending.text', { date: date.format(new Date(invitation.expiresAt)) })}
      </p>
      {onRevoke ? (
        <div className={list.itemActions}>
          <Button
            variant="ghost"
            size="sm"
            isPending={revoking}
            onPress={async () => {
              setRevoking(true);
              try {
                await onRevoke(invitation);
              } catch {
                // The screen reports the failure; the invitation stays listed.
              } finally {
                setRevoking(false);
              }
            }}
          >
            {text('pending.revoke')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}

/** The two ways to invite: a link the person opens on their own device, or a passkey made here and now. */
function InviteDialog({
  partnerNames,
  onCreateLink,
  onInviteHere,
  onClose,
}: {
  partnerNames: PartnerNames | undefined;
  onCreateLink: (access: MemberAccess) => Promise<CreatedLink>;
  onInviteHere: (access: MemberAccess) => Promise<void>;
  onClose: () => void;
}) {
  const text = useDashboardText('access');
  const locale = useUiLocale();
  // A co-planner is what an invitation meant before roles; the owner picks another before making the link.
  const [access, setAccess] = useState<MemberAccess>({ role: 'coPlanner', side: null });
  const [link, setLink] = useState<CreatedLink | null>(null);
  const [busy, setBusy] = useState<'link' | 'here' | null>(null);
  const run = async (which: 'link' | 'here', action: () => Promise<void>) => {
    setBusy(which);
    try {
      await action();
    } catch {
      // The screen toasts 'user.addError'; the dialog stays for another try.
    } finally {
      setBusy(null);
    }
  };
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Dialog.Content title={text('invite.title')} description={text('invite.description')}>
      <div className={styles.choices}>
        <RoleFields
          value={access}
          onChange={setAccess}
          partnerNames={partnerNames}
          isDisabled={link !== null || busy !== null}
        />
        <section className={styles.choice} aria-labelledby="invite-link-title">
          <h3 id="invite-link-title" className={styles.choiceTitle}>
            {text('invite.link.title')}
          </h3>
          <p className={styles.muted}>{text('invite.link.text')}</p>
          {link ? (
            <>
              <div className={styles.linkRow}>
                <div className={styles.linkField}>
                  <TextField label={text('invite.link.label')} value={link.url} isReadOnly />
                </div>
                <CopyButton value={link.url} label={text('invite.link.copy')} />
              </div>
              <p className={styles.muted}>
                {text('invite.link.validUntil', { date: date.format(new Date(link.expiresAt)) })}
              </p>
            </>
          ) : (
            <div>
              <Button
                icon={<LinkIcon />}
                isPending={busy === 'link'}
                isDisabled={busy === 'here'}
                onPress={() => run('link', async () => setLink(await onCreateLink(access)))}
              >
                {text('invite.link.create')}
              </Button>
            </div>
          )}
        </section>
        {link ? null : (
          <section className={styles.choice} aria-labelledby="invite-here-title">
            <h3 id="invite-here-title" className={styles.choiceTitle}>
              {text('invite.here.title')}
            </h3>
            <p className={styles.muted}>{text('invite.here.text')}</p>
            <div>
              <Button
                variant="outline"
                icon={<KeyIcon />}
                isPending={busy === 'here'}
                isDisabled={busy === 'link'}
                onPress={() => run('here', () => onInviteHere(access))}
              >
                {text('invite.here.start')}
              </Button>
            </div>
          </section>
        )}
      </div>
      <Dialog.Footer>
        <Button variant="ghost" onPress={onClose}>
          {text('close')}
        </Button>
      </Dialog.Footer>
    </Dialog.Content>
  );
}

/** A side's name as the couple reads it: the partner's first name, else "first/second partner's side". */
function sideLabel(text: DashboardText<'access'>, side: GuestSide, names: PartnerNames | undefined): string {
  if (side === 'both') return text('side.both');
  const name = names?.[side].trim();
  return name ? text('side.named', { name }) : text(`side.${side}`);
}

/** "Co-planner", or for a side editor "Editor of one side · Anna's side". */
function roleLabel(
  text: DashboardText<'access'>,
  access: MemberAccess,
  names: PartnerNames | undefined,
): string {
  const role = text(`role.${access.role}`);
  if (!roleHasSide(access.role) || !access.side) return role;
  return text('member.roleWithSide', { role, side: sideLabel(text, access.side, names) });
}

/** The role to give (with what it allows) and, for a side editor, the side: the invitation's and the change's. */
function RoleFields({
  value,
  onChange,
  partnerNames,
  isDisabled,
}: {
  value: MemberAccess;
  onChange: (access: MemberAccess) => void;
  partnerNames: PartnerNames | undefined;
  isDisabled?: boolean;
}) {
  const text = useDashboardText('access');
  return (
    <>
      <RadioGroup<MemberRole>
        label={text('role.label')}
        options={MEMBER_ROLES.map((role) => ({ value: role, label: text(`role.${role}`) }))}
        value={value.role}
        description={text(`role.${value.role}.text`)}
        isDisabled={isDisabled}
        onChange={(role) => onChange({ role, side: roleHasSide(role) ? (value.side ?? 'partner1') : null })}
      />
      {roleHasSide(value.role) ? (
        <RadioGroup<GuestSide>
          label={text('side.label')}
          options={GUEST_SIDES.map((side) => ({ value: side, label: sideLabel(text, side, partnerNames) }))}
          value={value.side ?? 'partner1'}
          isDisabled={isDisabled}
          onChange={(side) => onChange({ role: value.role, side })}
        />
      ) : null}
    </>
  );
}

/** The owner changes what a member may do; a refusal (e.g. the last owner stepping down) is shown in the dialog. */
function ChangeRoleDialog({
  member,
  partnerNames,
  onSave,
  onClose,
}: {
  member: AccessMember;
  partnerNames: PartnerNames | undefined;
  onSave: (access: MemberAccess) => Promise<void>;
  onClose: () => void;
}) {
  const text = useDashboardText('access');
  const locale = useUiLocale();
  const [access, setAccess] = useState<MemberAccess>({ role: member.role, side: member.side });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const unchanged = access.role === member.role && access.side === member.side;
  return (
    <Dialog.Content
      title={text('changeRole.title', { username: member.username })}
      description={text('changeRole.description', { username: member.username })}
    >
      <form
        className={styles.choices}
        onSubmit={async (event) => {
          event.preventDefault();
          setSaving(true);
          setFailure(null);
          try {
            await onSave(access);
          } catch (error) {
            setFailure(failureText(error, 'errorOccurred', locale));
          } finally {
            setSaving(false);
          }
        }}
      >
        <RoleFields value={access} onChange={setAccess} partnerNames={partnerNames} isDisabled={saving} />
        {failure ? (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        ) : null}
        <Dialog.Footer>
          <Button variant="ghost" onPress={onClose}>
            {text('cancel')}
          </Button>
          <Button type="submit" isPending={saving} isDisabled={unchanged}>
            {text('changeRole.save')}
          </Button>
        </Dialog.Footer>
      </form>
    </Dialog.Content>
  );
}
