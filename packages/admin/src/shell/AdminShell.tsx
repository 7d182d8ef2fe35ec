import { useQuery } from '@tanstack/react-query';
import { isStaffRole, translate } from '@wedding/core';
import {
  isOwnedByBrowser,
  SessionExpiredScreen,
  useApi,
  useLogout,
  useNavigation,
  usePreferences,
  useSession,
  useSessionExpired,
  useSessionExpiry,
  useStoredFlag,
} from '@wedding/dashboard';
import { useToast } from '@wedding/ui';
import type { ReactNode } from 'react';
import { adminQueries } from '../data/admin-queries';
import { AdminShellView } from './AdminShellView';
import { NotAllowedScreen } from './NotAllowedScreen';

/**
 * The admin frame wired to the session and the router. Only staff see it: anyone else gets the not-allowed screen
 * (the API answers them 403 anyway); an ended session shows the session_expired screen.
 */
export function AdminShell({ title, children }: { title?: string; children: ReactNode }) {
  const api = useApi();
  const { user } = useSession();
  const isStaff = user !== null && isStaffRole(user.role);
  const { data: unread = 0 } = useQuery({ ...adminQueries.unread(api), enabled: isStaff });
  const navigation = useNavigation();
  const { locale, setLocale } = usePreferences();
  const logout = useLogout();
  const toast = useToast();
  const expired = useSessionExpired(useSessionExpiry());
  const [collapsed, setCollapsed] = useStoredFlag('wedding.admin.sidebarCollapsed');

  if (expired || !user) return <SessionExpiredScreen />;
  if (!isStaff) return <NotAllowedScreen />;
  return (
    <AdminShellView
      user={user}
      currentPath={navigation.currentPath}
      unread={unread}
      title={title}
      locale={locale}
      onLocaleChange={(next) => void setLocale(next)}
      onLogout={() =>
        logout.mutate(undefined, {
          onSuccess: () => {
            toast.success(translate('logout.success', locale));
            navigation.navigate('/');
          },
          onError: () => toast.error(translate('logout.failed', locale)),
        })
      }
      logoutPending={logout.isPending}
      onNavigate={(href, event) => {
        if (isOwnedByBrowser(event)) return;
        event.preventDefault();
        navigation.navigate(href);
      }}
      collapsed={collapsed}
      onCollapsedChange={setCollapsed}
    >
      {children}
    </AdminShellView>
  );
}
