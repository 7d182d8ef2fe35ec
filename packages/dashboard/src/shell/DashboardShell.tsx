import { translate } from '@wedding/core';
import { useToast } from '@wedding/ui';
import { type ReactNode, useState } from 'react';
import { isOwnedByBrowser, useNavigation } from '../app/navigation';
import { usePreferences } from '../app/preferences-context';
import { useSessionExpired } from '../app/session-expiry';
import { useSessionExpiry } from '../app/session-expiry-context';
import { AccessCodeEditor } from '../components/AccessCodeDialog/AccessCodeEditor';
import { useOptionalCurrentWedding } from '../data/current-wedding';
import { useLogout, useSession } from '../data/session';
import { DashboardShellView } from './DashboardShellView';
import { SessionExpiredScreen } from './SessionExpiredScreen';
import { useStoredFlag } from './use-stored-flag';

/**
 * The dashboard frame wired to the session, the current wedding and the router. When the session ends under the
 * user's hands, the page gives way to the session_expired screen (Re-authenticate returns here after login).
 */
export function DashboardShell({ title, children }: { title?: string; children: ReactNode }) {
  const { user } = useSession();
  const expired = useSessionExpired(useSessionExpiry());
  const logout = useLogout();
  // Logged out on purpose: the home page follows at once; neither the frame nor the session-expired screen shows.
  if (logout.isSuccess || (logout.isPending && !user)) return null;
  if (expired || !user) return <SessionExpiredScreen />;
  return (
    <SignedInShell user={user} logout={logout} title={title}>
      {children}
    </SignedInShell>
  );
}

function SignedInShell({
  user,
  logout,
  title,
  children,
}: {
  user: NonNullable<ReturnType<typeof useSession>['user']>;
  logout: ReturnType<typeof useLogout>;
  title?: string;
  children: ReactNode;
}) {
  const wedding = useOptionalCurrentWedding();
  const navigation = useNavigation();
  const { locale, setLocale } = usePreferences();
  const toast = useToast();
  const [collapsed, setCollapsed] = useStoredFlag('wedding.dashboard.sidebarCollapsed');
  const [editingCode, setEditingCode] = useState(false);

  return (
    <DashboardShellView
      user={user}
      wedding={wedding}
      currentPath={navigation.currentPath}
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
      onEditAccessCode={() => setEditingCode(true)}
      collapsed={collapsed}
      onCollapsedChange={setCollapsed}
    >
      {children}
      {wedding ? <AccessCodeEditor open={editingCode} onOpenChange={setEditingCode} /> : null}
    </DashboardShellView>
  );
}
