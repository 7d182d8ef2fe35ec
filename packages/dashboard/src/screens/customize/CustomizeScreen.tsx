import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { WeddingDetail } from '@wedding/core';
import { type BrandPanelBrand, sameDesign, studioText } from '@wedding/theme-studio';
import { type Density, findMatchingPreset, type Layout, THEME_PRESETS } from '@wedding/tokens';
import { useUiLocale } from '@wedding/ui';
import { useMemo, useState } from 'react';
import { useApi } from '../../app/api-context';
import { useNavigation } from '../../app/navigation';
import { useCurrentWeddingId } from '../../data/current-wedding';
import { themeVersionsQuery } from '../../data/design-queries';
import { weddingQuery } from '../../data/queries';
import { queryKeys } from '../../data/query-keys';
import { useDashboardText } from '../../i18n/dashboard-text';
import { useThemeSave } from '../theme/use-theme-save';
import { CustomizeView, type DesignBrand } from './CustomizeView';

/** '/dashboard/wedding/customize': the brand panel inline, saving through PATCH /api/weddings/{id} with the version. */
export function CustomizeScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const weddingId = useCurrentWeddingId();
  const locale = useUiLocale();
  const text = useDashboardText('customize');
  const navigation = useNavigation();
  const { data: wedding } = useSuspenseQuery(weddingQuery(api, weddingId));
  const { data: versions } = useSuspenseQuery(themeVersionsQuery(api, weddingId));
  const saveTheme = useThemeSave(weddingId);
  const [switches, setSwitches] = useState(0);
  const { customization } = wedding;

  const brands = useMemo<DesignBrand[]>(() => {
    const studio = studioText(locale);
    const presets = THEME_PRESETS.filter((preset) => wedding.isPremium || !preset.isPremium).map(
      (preset) => ({
        brandId: preset.id,
        brandName: preset.name,
        description: studio.t(`preset.${preset.id}` as 'preset.classic-navy'),
        colors: preset.theme.colors,
        design: { theme: preset.theme, density: customization.density },
      }),
    );
    const saved = versions.versions.map((version) => ({
      brandId: `version:${version.id}`,
      brandName: version.name,
      description: text('savedVersion'),
      colors: version.design.theme.colors,
      design: version.design,
    }));
    return [...saved, ...presets];
  }, [locale, wedding.isPremium, customization.density, versions.versions, text]);

  const currentBrandId =
    brands.find((entry) => sameDesign({ ...customization, ...entry.design }, customization))?.brandId ??
    findMatchingPreset(customization.theme)?.id ??
    null;

  /** Saves a design with the version the cache holds now (each answer updates it). */
  const store = async (theme: WeddingDetail['customization']['theme'], density: Density) => {
    const latest = queryClient.getQueryData<WeddingDetail>(queryKeys.wedding(weddingId)) ?? wedding;
    await saveTheme(
      { ...latest.customization, theme, density },
      { version: latest.customizationVersion, signal: new AbortController().signal },
    );
  };

  const brand: BrandPanelBrand = {
    brandId: wedding.slug,
    brandName: text('brandName', { first: wedding.brideName, second: wedding.groomName }),
    description: findMatchingPreset(customization.theme)?.name ?? text('customDesign'),
    colors: customization.theme.colors,
    fonts: customization.theme.fonts,
    layout: customization.theme.layout,
  };

  return (
    <CustomizeView
      brands={brands}
      currentBrandId={currentBrandId}
      onSwitch={async (chosen) => {
        await store(chosen.design.theme, chosen.design.density);
        setSwitches((count) => count + 1);
      }}
      brand={brand}
      density={customization.density}
      onSave={(edited, density) =>
        store({ colors: edited.colors, fonts: edited.fonts, layout: edited.layout as Layout }, density)
      }
      onClose={() => navigation.navigate('/dashboard/wedding/theme')}
      panelKey={`${weddingId}-${switches}`}
    />
  );
}
