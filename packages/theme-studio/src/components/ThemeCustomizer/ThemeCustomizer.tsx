import { THEME_PREVIEW_SIZE } from '@wedding/core';
import type { ColorMode, ThemePreset } from '@wedding/tokens';
import { Select, Tabs } from '@wedding/ui';
import { useId, useState } from 'react';
import { useStudioText } from '../../i18n/use-studio-text';
import { fixThemeContrast } from '../../logic/fix-contrast';
import type { ThemeStudioController } from '../../state/theme-studio-controller';
import { type UseThemeStudioOptions, useStudioState, useThemeStudio } from '../../state/use-theme-studio';
import { ColorsPanel } from '../ColorsPanel/ColorsPanel';
import { DensitySelector } from '../DensitySelector/DensitySelector';
import { LayoutSelector } from '../LayoutSelector/LayoutSelector';
import {
  LivePreview,
  PREVIEW_MODES,
  type PreviewMode,
  PreviewPanel,
  type RenderPreview,
} from '../LivePreview/LivePreview';
import { PerformancePanel } from '../PerformancePanel/PerformancePanel';
import { Segmented } from '../shared/Segmented';
import * as shared from '../shared/studio.css';
import { ThemeGallery } from '../ThemeGallery/ThemeGallery';
import { TypographySelector } from '../TypographySelector/TypographySelector';
import type { LoadFont } from '../TypographySelector/use-font-load-status';
import {
  type ThemeVersionItem,
  VersionsPanel,
  type VersionsPanelProps,
} from '../VersionsPanel/VersionsPanel';
import { ConflictNotice, StudioToolbar } from './StudioToolbar';
import * as styles from './ThemeCustomizer.css';

export const CUSTOMIZER_TABS = [
  'presets',
  'colors',
  'fonts',
  'layout',
  'preview',
  'versions',
  'performance',
] as const;
export type CustomizerTab = (typeof CUSTOMIZER_TABS)[number];

export interface PreviewSection {
  id: string;
  label: string;
}

export interface ThemeCustomizerProps extends UseThemeStudioOptions {
  /** The page the live preview shows in a colour mode (e.g. @wedding/guest-site's WeddingSitePage); keep it stable. */
  renderPreview: RenderPreview;
  /** Sections the preview can scroll to (element ids in the page). */
  previewSections?: readonly PreviewSection[];
  isPremiumPlan: boolean;
  /** A premium preset was chosen without premium: the host offers the upgrade. */
  onPremiumRequired?: (preset: ThemePreset) => void;
  /** Named versions; without them the versions tab is left out. */
  versions?: Omit<VersionsPanelProps, 'onRestore'>;
  defaultTab?: CustomizerTab;
  defaultPreviewMode?: PreviewMode;
  loadFont?: LoadFont;
}

/**
 * Theme customizer (docs/requirements.md A2): tabs presets, colors, fonts, layout, preview (light and dark panels of
 * 1440x900, scaled), versions and performance (only with monitoring on), beside a sticky live preview in
 * light, dark, both or the app's own mode. Behaviour (auto-save, presets, reset, undo, sync, conflicts) is
 * useThemeStudio's.
 */
export function ThemeCustomizer({
  renderPreview,
  previewSections = [],
  isPremiumPlan,
  onPremiumRequired,
  versions,
  defaultTab = 'presets',
  defaultPreviewMode = 'light',
  loadFont,
  ...options
}: ThemeCustomizerProps) {
  const { t } = useStudioText();
  const controller = useThemeStudio(options);
  const [previewMode, setPreviewMode] = useState<PreviewMode>(defaultPreviewMode);
  const [section, setSection] = useState('');
  const previewHeadingId = useId();
  const tabs = CUSTOMIZER_TABS.filter(
    (tab) => (tab !== 'performance' || options.monitoring) && (tab !== 'versions' || versions),
  );

  return (
    <div className={styles.root}>
      <StudioToolbar controller={controller} />
      <ConflictNotice controller={controller} />
      <div className={styles.layout}>
        <div className={styles.controls}>
          <Tabs.Root defaultValue={tabs.includes(defaultTab) ? defaultTab : 'presets'}>
            <Tabs.List aria-label={t('customizer.tabs')}>
              {tabs.map((tab) => (
                <Tabs.Trigger key={tab} value={tab}>
                  {t(`tab.${tab}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="presets">
              <PresetsTab
                controller={controller}
                isPremiumPlan={isPremiumPlan}
                onPremiumRequired={onPremiumRequired}
                presets={options.presets}
              />
            </Tabs.Content>
            <Tabs.Content value="colors">
              <ColorsTab controller={controller} />
            </Tabs.Content>
            <Tabs.Content value="fonts">
              <FontsTab controller={controller} loadFont={loadFont} />
            </Tabs.Content>
            <Tabs.Content value="layout">
              <LayoutTab controller={controller} />
            </Tabs.Content>
            <Tabs.Content value="preview">
              <div className={styles.previewPanels}>
                {(['light', 'dark'] as const).map((mode) => (
                  <PreviewPanel
                    key={mode}
                    controller={controller}
                    mode={mode}
                    viewport={THEME_PREVIEW_SIZE}
                    label={t('preview.fullPanel', {
                      mode: t(`mode.${mode}`),
                      width: THEME_PREVIEW_SIZE.width,
                      height: THEME_PREVIEW_SIZE.height,
                    })}
                  >
                    <StaticPage renderPreview={renderPreview} mode={mode} />
                  </PreviewPanel>
                ))}
              </div>
            </Tabs.Content>
            {versions ? (
              <Tabs.Content value="versions">
                <VersionsPanel
                  {...versions}
                  onSave={async (name) => {
                    // The version is what is stored: pending edits are saved first.
                    await controller.flush();
                    await versions.onSave(name);
                  }}
                  onRestore={(version: ThemeVersionItem) => controller.restoreDesign(version.design)}
                />
              </Tabs.Content>
            ) : null}
            {options.monitoring ? (
              <Tabs.Content value="performance">
                <PerformanceTab controller={controller} />
              </Tabs.Content>
            ) : null}
          </Tabs.Root>
        </div>
        <section className={styles.previewColumn} aria-labelledby={previewHeadingId}>
          <h2 id={previewHeadingId} className={styles.previewTitle}>
            {t('preview.title')}
          </h2>
          <div className={shared.toolbar}>
            <Segmented
              label={t('preview.mode')}
              options={PREVIEW_MODES.map((mode) => ({ value: mode, label: t(`preview.mode.${mode}`) }))}
              value={previewMode}
              onChange={setPreviewMode}
            />
            {previewSections.length > 0 ? (
              <Select
                label={t('preview.section')}
                options={[{ id: '', label: t('preview.section.top') }, ...previewSections]}
                selectedKey={section}
                onSelectionChange={(key) => setSection(String(key))}
              />
            ) : null}
          </div>
          <LivePreview
            controller={controller}
            mode={previewMode}
            renderPreview={renderPreview}
            section={section || undefined}
          />
        </section>
      </div>
    </div>
  );
}

function StaticPage({ renderPreview, mode }: { renderPreview: RenderPreview; mode: ColorMode }) {
  const [page] = useState(() => renderPreview(mode));
  return <>{page}</>;
}

function PresetsTab({
  controller,
  isPremiumPlan,
  onPremiumRequired,
  presets,
}: {
  controller: ThemeStudioController;
  isPremiumPlan: boolean;
  onPremiumRequired?: (preset: ThemePreset) => void;
  presets?: readonly ThemePreset[];
}) {
  const presetId = useStudioState(controller, (state) => state.presetId);
  return (
    <ThemeGallery
      presets={presets}
      selectedId={presetId}
      isPremiumPlan={isPremiumPlan}
      onPremiumRequired={onPremiumRequired}
      onSelect={(preset) => void controller.applyPreset(preset)}
    />
  );
}

function ColorsTab({ controller }: { controller: ThemeStudioController }) {
  const theme = useStudioState(controller, (state) => state.draft.theme);
  return (
    <ColorsPanel
      theme={theme}
      onColorChange={(mode, role, value) => controller.setColor(mode, role, value)}
      onFixContrast={(scope) =>
        controller.setTheme('color', fixThemeContrast(controller.getState().draft.theme, scope))
      }
    />
  );
}

function FontsTab({ controller, loadFont }: { controller: ThemeStudioController; loadFont?: LoadFont }) {
  const { t } = useStudioText();
  const fonts = useStudioState(controller, (state) => state.draft.theme.fonts);
  const [role, setRole] = useState<'heading' | 'body'>('heading');
  return (
    <div className={shared.section}>
      <Segmented
        label={t('fonts.role')}
        options={[
          { value: 'heading', label: t('fonts.heading') },
          { value: 'body', label: t('fonts.body') },
        ]}
        value={role}
        onChange={setRole}
      />
      <TypographySelector
        key={role}
        role={role}
        value={fonts[role]}
        onChange={(font) => controller.setFont(role, font)}
        loadFont={loadFont}
      />
    </div>
  );
}

function LayoutTab({ controller }: { controller: ThemeStudioController }) {
  const { t } = useStudioText();
  const layout = useStudioState(controller, (state) => state.draft.theme.layout);
  const density = useStudioState(controller, (state) => state.draft.density);
  return (
    <div className={shared.section}>
      <h2 className={shared.sectionTitle}>{t('layout.label')}</h2>
      <LayoutSelector value={layout} onChange={(next) => controller.setLayout(next)} />
      <h2 className={shared.sectionTitle}>{t('density.label')}</h2>
      <DensitySelector value={density} onChange={(next) => controller.setDensity(next)} />
    </div>
  );
}

function PerformanceTab({ controller }: { controller: ThemeStudioController }) {
  const samples = useStudioState(controller, (state) => state.samples);
  return <PerformancePanel samples={samples} />;
}
