import { canRemoveMember, type InvitationView, MEMBERS_MAX, memberInitial } from '@wedding/core';
import {
  Badge,
  Button,
  buttonStyle,
  ConfirmDialog,
  CopyButton,
  Dialog,
  TextField,
  useUiLocale,
} from '@wedding/ui';
import { useState } from 'react';
import { AppLink } from '../../app/navigation';
import * as list from '../../components/card-list.css';
import { failureText } from '../../components/failure-message';
import { useDashboardText } from '../../i18n/dashboard-text';
import { KeyIcon, LinkIcon, LockIcon, SparkleIcon, TrashIcon, UsersIcon } from '../../shell/nav-icons';
import * as styles from './AccessView.css';
import { accessPlaces } from './access-slots';

/** Spec A 3 member as the access screen shows it (core's AccessUser, with the API's ISO date). */
export interface AccessMember {
  userId: string;
  username: string;
  joinedAt: string;
  isCurrentUser: boolean;
}

export interface CreatedLink {
  url: string;
  expiresAt: string;
}

export interface AccessViewProps {
  members: readonly AccessMember[];
  invitations: readonly InvitationView[];
  isPremium: boolean;
  /** Spec A 6: removal permission (members may remove members; the API checks it again). */
  canRemove?: boolean;
  /** Removes after the confirmation; rejects with the failure (shown in the dialog). */
  onRemove: (member: AccessMember) => Promise<void>;
  /** Makes a one-time invitation link; rejects when the API refused. */
  onCreateLink: () => Promise<CreatedLink>;
  /**
   * The spec's invitation in this browser (challenge-instant, passkey prompt, register-instant): true when a member
   * was added, false when the prompt was closed (nothing said, spec A 8); rejects when it failed.
   */
  onInviteHere: () => Promise<boolean>;
  onRevoke: (invitation: InvitationView) => Promise<void>;
  /** Where the upgrade actions lead (the upgrade page). */
  upgradeHref?: string;
}

/**
 * Spec A 2 access screen: the invite bar (current/max, invite or upgrade), member cards (first letter, 'you',
 * 'index of total', joined date, remove with confirmation when permitted and more than one member), then the open
 * invitations and the free or locked places (Invite, or Upgrade with 'premium required').
 */
export function AccessView({
  members,
  invitations,
  isPremium,
  canRemove = true,
  onRemove,
  onCreateLink,
  onInviteHere,
  onRevoke,
  upgradeHref = '/dashboard/upgrade',
}: AccessViewProps) {
  const text = useDashboardText('access');
  const locale = useUiLocale();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<AccessMember | null>(null);
  const medium = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const { taken, barAction, places } = accessPlaces(members.length, invitations.length, isPremium);
  const removable = canRemoveMember(canRemove, members.length);
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
        {barAction === 'invite' ? (
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
                <span className={list.itemText}>
                  {text('member.joined', { date: medium.format(new Date(member.joinedAt)) })}
                </span>
              </div>
              {removable ? (
                <div className={list.itemActions}>
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
                <PendingInvitation invitation={invitation} date={medium} onRevoke={onRevoke} />
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
                <div className={list.itemActions}>
                  {locked ? (
                    upgradeLink(text('slot.upgrade'))
                  ) : (
                    <Button variant="outline" icon={<UsersIcon />} onPress={() => setInviting(true)}>
                      {text('slot.invite')}
                    </Button>
                  )}
                </div>
              </article>
            </li>
          );
        })}
      </ul>

      <Dialog.Root open={inviting} onOpenChange={setInviting}>
        {inviting ? (
          <InviteDialog
            onCreateLink={onCreateLink}
            onInviteHere={async () => {
              if (await onInviteHere()) setInviting(false);
            }}
            onClose={() => setInviting(false)}
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
}: {
  invitation: InvitationView;
  date: Intl.DateTimeFormat;
  onRevoke: (invitation: InvitationView) => Promise<void>;
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
      <p className={list.itemText}>
        {text('pending.text', { date: date.format(new Date(invitation.expiresAt)) })}
      </p>
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
    </article>
  );
}

/** The two ways to invite: a link the person opens on their own device, or a passkey made here and now. */
function InviteDialog({
  onCreateLink,
  onInviteHere,
  onClose,
}: {
  onCreateLink: () => Promise<CreatedLink>;
  onInviteHere: () => Promise<void>;
  onClose: () => void;
}) {
  const text = useDashboardText('access');
  const locale = useUiLocale();
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
                onPress={() => run('link', async () => setLink(await onCreateLink()))}
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
                onPress={() => run('here', onInviteHere)}
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
