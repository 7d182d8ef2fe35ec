import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { isApiError } from '@wedding/api-client';
import { useUiLocale } from '@wedding/ui';
import { useApi } from '../../app/api-context';
import { apiErrorText } from '../../data/api-error-text';
import { useCurrentWeddingId } from '../../data/current-wedding';
import { designQueryKeys, publicViewQuery, themeVersionsQuery } from '../../data/design-queries';
import { weddingQuery } from '../../data/queries';
import { ThemeView } from './ThemeView';
import { useThemeSave } from './use-theme-save';
import { useTimingAnalytics } from './use-timing-analytics';

/** '/dashboard/wedding/theme' (`?monitor=true` shows the performance tab and sends theme timing analytics). */
export function ThemeScreen({ monitor = false }: { monitor?: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const weddingId = useCurrentWeddingId();
  const locale = useUiLocale();
  const { data: wedding } = useSuspenseQuery(weddingQuery(api, weddingId));
  const { data: site } = useSuspenseQuery(publicViewQuery(api, weddingId, wedding.slug, locale));
  const { data: versions } = useSuspenseQuery(themeVersionsQuery(api, weddingId));
  const save = useThemeSave(weddingId);
  const onTimingSample = useTimingAnalytics(weddingId, monitor);
  const refreshVersions = () =>
    queryClient.invalidateQueries({ queryKey: designQueryKeys.themeVersions(weddingId) });

  return (
    <ThemeView
      weddingId={weddingId}
      customization={wedding.customization}
      version={wedding.customizationVersion}
      save={save}
      site={site}
      locale={locale}
      isPremium={wedding.isPremium}
      monitoring={monitor}
      onTimingSample={onTimingSample}
      describeError={(error) =>
        isApiError(error) && error.code === 'premiumPresetRequired' ? { key: 'theme.premiumPreset' } : null
      }
      versions={{
        versions: versions.versions,
        max: versions.max,
        onSave: async (name) => {
          await api.themeStudio.saveVersion(weddingId, name);
          await refreshVersions();
        },
        onDelete: async (version) => {
          await api.themeStudio.deleteVersion(weddingId, version.id);
          await refreshVersions();
        },
        describeError: (error) => apiErrorText(error, locale, 'saveError'),
      }}
    />
  );
}
