import { type AuthUser, isStaffRole, type Locale } from '@wedding/core';
import {
  Avatar,
  Button,
  IconButton,
  LanguageSelector,
  ShieldIcon,
  ThemeToggle,
  useUiStrings,
} from '@wedding/ui';
import type { ReactNode } from 'react';
import { useDashboardText } from '../i18n/dashboard-text';
import * as styles from './DashboardShellView.css';
import { LogOutIcon } from './nav-icons';

export interface UserBlockProps {
  user: AuthUser;
  locale: Locale;
  /** The collapsed sidebar: icons only, every control keeps its name. */
  compact: boolean;
  onLocaleChange: (locale: Locale) => void;
  onLogout: () => void;
  logoutPending?: boolean;
  /** Links of the account (profile, settings) shown under the name. */
  links?: ReactNode;
}

/**
 * User block (docs/requirements.md A2): avatar initials, username, role (with the shield for staff,
 * docs/requirements.md B2), language, theme toggle and logout.
 */
export function UserBlock({
  user,
  locale,
  compact,
  onLocaleChange,
  onLogout,
  logoutPending,
  links,
}: UserBlockProps) {
  const text = useDashboardText('shell');
  const { t } = useUiStrings();
  const isStaff = isStaffRole(user.role);
  return (
    <section className={styles.block} aria-label={text('user.label')}>
      <div className={styles.identity}>
        <span aria-hidden="true">
          <Avatar name={user.username} size="sm" />
        </span>
        {compact ? null : (
          <span className={styles.identityText}>
            <span className={styles.username}>{user.username}</span>
            <span className={styles.role} data-role={user.role}>
              {isStaff ? <ShieldIcon aria-hidden="true" /> : null} {t(`userMenu.role.${user.role}`)}
            </span>
          </span>
        )}
      </div>
      {compact ? null : links}
      {compact ? null : <LanguageSelector value={locale} onChange={onLocaleChange} />}
      <div className={styles.actionRow}>
        <ThemeToggle size="sm" />
        {compact ? (
          <IconButton
            icon={<LogOutIcon />}
            size="sm"
            aria-label={text('user.logout')}
            isPending={logoutPending}
            onPress={onLogout}
          />
        ) : (
          <Button
            variant="ghost"
            size="sm"
            icon={<LogOutIcon />}
            isPending={logoutPending}
            onPress={onLogout}
          >
            {text('user.logout')}
          </Button>
        )}
      </div>
    </section>
  );
}
