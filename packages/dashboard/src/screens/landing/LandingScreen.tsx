import { useQuery } from '@tanstack/react-query';
import { translate } from '@wedding/core';
import { useToast } from '@wedding/ui';
import { useApi } from '../../app/api-context';
import { useNavigation } from '../../app/navigation';
import { usePreferences } from '../../app/preferences-context';
import { demoSiteQuery } from '../../data/queries';
import { useLogout, useSession } from '../../data/session';
import { LandingView, landingNavigate } from './LandingView';

/** '/': the landing page with the visitor's session, the demo site and the language and colour choices. */
export function LandingScreen() {
  const api = useApi();
  const { user } = useSession();
  const { data: demo } = useQuery(demoSiteQuery(api));
  const { locale, setLocale } = usePreferences();
  const { navigate } = useNavigation();
  const logout = useLogout();
  const toast = useToast();
  return (
    <LandingView
      user={user}
      demo={demo ?? null}
      locale={locale}
      onLocaleChange={(next) => void setLocale(next)}
      onNavigate={landingNavigate(navigate)}
      onUserMenuAction={(action) => {
        if (action === 'dashboard') navigate('/dashboard');
        else if (action === 'accountSettings') navigate('/account/settings');
        else if (action === 'logout') {
          logout.mutate(undefined, {
            onSuccess: () => toast.success(translate('logout.success', locale)),
            onError: () => toast.error(translate('logout.failed', locale)),
          });
        }
      }}
    />
  );
}
