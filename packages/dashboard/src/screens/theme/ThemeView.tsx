import type { Customization, Locale, PublicWeddingView } from '@wedding/core';
import { siteSections, siteThemeCssVars, WeddingSitePage } from '@wedding/guest-site';
import {
  type PreviewSection,
  type SaveTheme,
  ThemeCustomizer,
  type ThemeStudioOptions,
  type ThemeTimingSample,
  type VersionsPanelProps,
} from '@wedding/theme-studio';
import type { ColorMode, ThemePreset } from '@wedding/tokens';
import { buttonStyle } from '@wedding/ui';
import { useCallback, useMemo, useState } from 'react';
import { AppLink } from '../../app/navigation';
import { useDashboardText } from '../../i18n/dashboard-text';
import * as styles from './ThemeView.css';

/** The sections of the guest site the preview can scroll to, in page order. */
const PREVIEW_SECTION_IDS = [
  'countdown',
  'schedule',
  'locations',
  'accommodations',
  'gallery',
  'rsvp',
] as const;

export interface ThemeViewProps {
  weddingId: string;
  customization: Customization;
  version: number;
  save: SaveTheme;
  /** The site as guests see it: the live preview renders it with the draft theme. */
  site: PublicWeddingView;
  locale: Locale;
  isPremium: boolean;
  versions: Omit<VersionsPanelProps, 'onRestore'>;
  describeError: ThemeStudioOptions['describeError'];
  /** Theme timing monitoring (the performance tab). */
  monitoring: boolean;
  onTimingSample?: (sample: ThemeTimingSample) => void;
  now?: Date;
}

/**
 * '/dashboard/wedding/theme': the theme studio's customizer on the couple's wedding, its live preview showing the
 * real guest site (@wedding/guest-site) with the draft theme, and the upgrade prompt for premium presets.
 */
export function ThemeView({
  weddingId,
  customization,
  version,
  save,
  site,
  locale,
  isPremium,
  versions,
  describeError,
  monitoring,
  onTimingSample,
  now,
}: ThemeViewProps) {
  const text = useDashboardText('theme');
  const [premiumPreset, setPremiumPreset] = useState<ThemePreset | null>(null);
  const themeCssVars = useMemo(() => siteThemeCssVars(site.customization), [site.customization]);
  const renderPreview = useCallback(
    (mode: ColorMode) => (
      <WeddingSitePage
        wedding={site}
        locale={locale}
        themeCssVars={themeCssVars}
        colorMode={mode}
        now={now}
        headerLayout="desktop"
        onLocaleChange={() => undefined}
        onLogout={() => undefined}
      />
    ),
    [site, locale, themeCssVars, now],
  );
  const sections = useMemo<PreviewSection[]>(() => {
    const present = new Set<string>(siteSections(site));
    return PREVIEW_SECTION_IDS.filter((id) => present.has(id)).map((id) => ({
      id,
      label: text(`section.${id}`),
    }));
  }, [site, text]);

  return (
    <div className={styles.root}>
      <p className={styles.intro}>{text('intro')}</p>
      {premiumPreset ? (
        <div className={styles.prompt} role="status">
          <p className={styles.promptText}>{text('premium.body', { name: premiumPreset.name })}</p>
          <AppLink href="/dashboard/upgrade" className={buttonStyle({ variant: 'primary', size: 'md' })}>
            {text('premium.upgrade')}
          </AppLink>
        </div>
      ) : null}
      <ThemeCustomizer
        key={weddingId}
        customization={customization}
        version={version}
        save={save}
        syncScope={weddingId}
        describeError={describeError}
        monitoring={monitoring}
        onTimingSample={onTimingSample}
        isPremiumPlan={isPremium}
        onPremiumRequired={setPremiumPreset}
        renderPreview={renderPreview}
        previewSections={sections}
        versions={versions}
      />
    </div>
  );
}
