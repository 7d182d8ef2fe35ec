import type { AuthUser, Locale } from '@wedding/core';
import { ShellFrame, UserBlock, useShellHeading } from '@wedding/dashboard';
import type { ShellLayout } from '@wedding/ui';
import type { MouseEvent, ReactNode } from 'react';
import { useAdminText } from '../i18n/admin-text';
import { adminSidebarGroups } from './admin-pages';

export interface AdminShellViewProps {
  user: AuthUser;
  currentPath: string;
  /** Unread messages from couples (the messages item's badge; the spec's original showed a fixed 3). */
  unread: number;
  title?: string;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  onLogout: () => void;
  logoutPending?: boolean;
  onNavigate: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  layout?: ShellLayout;
  children: ReactNode;
}

/**
 * Admin shell (docs/requirements.md B2): sidebar collapsing to icons (a drawer on phones), header with breadcrumbs from
 * the path, the profile widget with the shield for staff, and the unread count on messages.
 */
export function AdminShellView({
  user,
  currentPath,
  unread,
  title,
  locale,
  onLocaleChange,
  onLogout,
  logoutPending,
  onNavigate,
  collapsed,
  onCollapsedChange,
  layout,
  children,
}: AdminShellViewProps) {
  const text = useAdminText('shell');
  const groups = adminSidebarGroups(text, unread);
  const { crumbs, heading } = useShellHeading({
    currentPath,
    root: 'admin',
    translate: (key) => text(key as Parameters<typeof text>[0]),
    pages: groups.flatMap((group) => group.items),
    title,
    fallbackTitle: text('title'),
    brand: text('brand'),
  });
  return (
    <ShellFrame
      navLabel={text('nav.label')}
      skipLabel={text('skipToContent')}
      groups={groups}
      currentPath={currentPath}
      crumbs={crumbs}
      heading={heading}
      layout={layout}
      collapsed={collapsed}
      onCollapsedChange={onCollapsedChange}
      onNavigate={onNavigate}
      userBlock={
        <UserBlock
          user={user}
          locale={locale}
          compact={collapsed}
          onLocaleChange={onLocaleChange}
          onLogout={onLogout}
          logoutPending={logoutPending}
        />
      }
    >
      {children}
    </ShellFrame>
  );
}
