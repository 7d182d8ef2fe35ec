import { isStaffRole, type UserRole } from '@wedding/core';
import { useUiStrings } from '../../i18n/useUiStrings';
import { ShieldIcon } from '../../icons/icons';
import { Avatar } from '../Avatar/Avatar';
import * as styles from './UserMenu.css';
import { useMenuButton } from './useMenuButton';

export const userMenuVariants = ['dashboard', 'public'] as const;
export type UserMenuVariant = (typeof userMenuVariants)[number];

export const userMenuActionKeys = ['profile', 'settings', 'dashboard', 'accountSettings', 'logout'] as const;
export type UserMenuActionKey = (typeof userMenuActionKeys)[number];

/** The dashboard header offers Profile, Settings, Log out; the public header leads back to the dashboard. */
const itemsByVariant = {
  dashboard: ['profile', 'settings', 'logout'],
  public: ['dashboard', 'accountSettings', 'logout'],
} as const satisfies Record<UserMenuVariant, readonly UserMenuActionKey[]>;

export interface UserMenuProps {
  username: string;
  /** The role label defaults to 'User'. */
  userRole?: UserRole;
  variant?: UserMenuVariant;
  /** Items that are links (e.g. the dashboard's address from the public site): the browser follows them. */
  hrefs?: Partial<Record<UserMenuActionKey, string>>;
  /** Called for every item chosen (for a link, before the browser follows it). */
  onAction: (key: UserMenuActionKey) => void;
}

/**
 * The signed-in user's menu: a button with avatar initials, username and role (a shield for staff) that opens the
 * variant's items. A plain-element menu button (`useMenuButton`), so the same component serves the dashboard and
 * the public site, whose browser bundle runs on Preact and must stay small.
 */
export function UserMenu({
  username,
  userRole = 'user',
  variant = 'dashboard',
  hrefs = {},
  onAction,
}: UserMenuProps) {
  const { t } = useUiStrings();
  const isAdmin = isStaffRole(userRole);
  const items = itemsByVariant[variant].map((key) => ({
    key,
    label: t(`userMenu.${key}`),
    href: hrefs[key],
  }));
  const menu = useMenuButton(items.map((item) => item.label));
  return (
    <div ref={menu.rootRef} className={styles.root}>
      <button
        ref={menu.triggerRef}
        type="button"
        className={styles.trigger}
        data-variant={variant}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.open ? menu.menuId : undefined}
        onClick={menu.onTriggerClick}
        onKeyDown={menu.onTriggerKeyDown}
      >
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
      </button>
      {menu.open ? (
        <div
          id={menu.menuId}
          role="menu"
          aria-label={t('userMenu.label')}
          className={styles.menu}
          onKeyDown={menu.onMenuKeyDown}
        >
          {items.map((item, index) => {
            const shared = {
              ref: menu.itemRef(index),
              role: 'menuitem',
              tabIndex: -1,
              className: styles.item,
              'data-tone': item.key === 'logout' ? 'danger' : 'default',
              onClick: () => {
                onAction(item.key);
                menu.closeAfterChoice();
              },
            } as const;
            return item.href ? (
              <a key={item.key} href={item.href} {...shared}>
                {item.label}
              </a>
            ) : (
              <button key={item.key} type="button" {...shared}>
                {item.label}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
