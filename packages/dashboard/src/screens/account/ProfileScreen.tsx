import { useMutation, useQueryClient } from '@tanstack/react-query';
import { translate } from '@wedding/core';
import { useToast, useUiLocale } from '@wedding/ui';
import { useApi } from '../../app/api-context';
import { usePreferences } from '../../app/preferences-context';
import { failureMessageKey } from '../../components/failure-message';
import { queryKeys } from '../../data/query-keys';
import { useSession } from '../../data/session';
import { useDashboardText } from '../../i18n/dashboard-text';
import { ProfileView } from './ProfileView';

/**
 * '/dashboard/profile': the name is saved to the account (PATCH /api/auth/me); language and colour scheme go
 * through the app's preferences, which save them to the account too (so every device follows).
 */
export function ProfileScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { locale, setLocale, colorMode, setColorMode } = usePreferences();
  const toast = useToast();
  const uiLocale = useUiLocale();
  const text = useDashboardText('account');
  const saveName = useMutation({
    mutationFn: (name: string) => api.auth.updateProfile({ name }),
    onSuccess: ({ user: saved }) => queryClient.setQueryData(queryKeys.me, saved),
  });
  if (!user) return null;
  return (
    <ProfileView
      user={user}
      onSaveName={async (name) => {
        try {
          await saveName.mutateAsync(name);
          toast.success(text('profile.nameSaved'));
        } catch (error) {
          toast.error(translate(failureMessageKey(error, 'saveError', 'networkError'), uiLocale));
          throw error;
        }
      }}
      locale={locale}
      onLocaleChange={(next) => void setLocale(next)}
      colorMode={colorMode}
      onColorModeChange={(mode) => {
        setColorMode(mode);
        toast.success(text('preferences.saved'));
      }}
    />
  );
}
