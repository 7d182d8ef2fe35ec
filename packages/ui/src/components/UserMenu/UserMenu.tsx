import { isStaffRole, type UserRole } from '@wedding/core';
import { Button as AriaButton } from 'react-aria-components';
import { useUiStrings } from '../../i18n/useUiStrings';
import { ShieldIcon } from '../../icons/icons';
import { Avatar } from '../Avatar/Avatar';
import { Menu, type MenuAction } from '../Menu/Menu';
import * as styles from './UserMenu.css';

export const userMenuVariants = ['dashboard', 'public'] as const;
export type UserMenuVariant = (typeof userMenuVariants)[number];

export const userMenuActionKeys = ['profile', 'settings', 'dashboard', 'accountSettings', 'logout'] as const;
export type UserMenuActionKey = (typeof userMenuActionKeys)[number];

/** Spec A 2: dashboard header offers Profile, Settings, Log out; the public header leads back to the dashboard. */
const itemsByVariant = {
  dashboard: ['profile', 'settings', 'logout'],
  public: ['dashboard', 'accountSettings', 'logout'],
} as const satisfies Record<UserMenuVariant, readonly UserMenuActionKey[]>;

export interface UserMenuProps {
  username: string;
  /** Spec A 2: the role label defaults to 'User'. */
  userRole?: UserRole;
  variant?: UserMenuVariant;
  onAction: (key: UserMenuActionKey) => void;
}

export function UserMenu({ username, userRole = 'user', variant = 'dashboard', onAction }: UserMenuProps) {
  const { t } = useUiStrings();
  const isAdmin = isStaffRole(userRole);
  const items: MenuAction<UserMenuActionKey>[] = itemsByVariant[variant].map((key) => ({
    id: key,
    label: t(`userMenu.${key}`),
    tone: key === 'logout' ? 'danger' : 'default',
  }));
  return (
    <Menu<UserMenuActionKey>
      aria-label={t('userMenu.label')}
      items={items}
      onAction={onAction}
      trigger={
        <AriaButton className={styles.trigger} data-variant={variant}>
          <span aria-hidden="true">
            <Avatar name={username} size="sm" />
          </span>
          <span className={styles.identity}>
            <span className={styles.username}>{username}</span>
            <span className={styles.role} data-role={userRole}>
              {isAdmin ? <ShieldIcon data-testid="admin-shield" /> : null}
              {t(`userMenu.role.${userRole}`)}
            </span>
          </span>
        </AriaButton>
      }
    />
  );
}
