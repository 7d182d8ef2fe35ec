import { THEME_GALLERY_MIN_WIDTH_REM } from '@wedding/core';
import {
  PRESET_CATEGORY_FILTERS,
  type PresetCategoryFilter,
  THEME_PRESETS,
  type ThemePreset,
} from '@wedding/tokens';
import { SearchField, Select } from '@wedding/ui';
import { type CSSProperties, useMemo, useState } from 'react';
import { useStudioText } from '../../i18n/use-studio-text';
import { filterPresets, PRESET_SORTS, type PresetSort } from '../../logic/filter-presets';
import { Segmented } from '../shared/Segmented';
import * as shared from '../shared/studio.css';
import { PresetCard } from './PresetCard';
import * as styles from './ThemeGallery.css';

export const GALLERY_SIZES = ['sm', 'md', 'lg'] as const;
export type GallerySize = (typeof GALLERY_SIZES)[number];
export const GALLERY_VIEWS = ['grid', 'list'] as const;
export type GalleryView = (typeof GALLERY_VIEWS)[number];

export interface ThemeGalleryProps {
  presets?: readonly ThemePreset[];
  /** The preset the current theme matches (the re-match of docs/requirements.md A4), if any. */
  selectedId: string | null;
  onSelect: (preset: ThemePreset) => void;
  /** Without premium, premium presets ask for the upgrade (the server refuses them too). */
  isPremiumPlan: boolean;
  onPremiumRequired?: (preset: ThemePreset) => void;
  defaultSize?: GallerySize;
  defaultView?: GalleryView;
}

/**
 * Theme gallery (docs/requirements.md A2): search, category filter (all, elegant, romantic, modern, classic, seasonal),
 * sort, grid or list, and card sizes whose grid minimum widths are 12, 16 and 20 rem.
 */
export function ThemeGallery({
  presets = THEME_PRESETS,
  selectedId,
  onSelect,
  isPremiumPlan,
  onPremiumRequired,
  defaultSize = 'md',
  defaultView = 'grid',
}: ThemeGalleryProps) {
  const { t, locale } = useStudioText();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<PresetCategoryFilter>('all');
  const [sort, setSort] = useState<PresetSort>('popular');
  const [view, setView] = useState<GalleryView>(defaultView);
  const [size, setSize] = useState<GallerySize>(defaultSize);
  const shown = useMemo(
    () => filterPresets(presets, { search, category, sort }, locale),
    [presets, search, category, sort, locale],
  );
  const gridStyle = { '--card-min': `${THEME_GALLERY_MIN_WIDTH_REM[size]}rem` } as CSSProperties;

  return (
    <div className={shared.section}>
      <div className={shared.toolbar}>
        <div className={shared.grow}>
          <SearchField label={t('gallery.search')} value={search} onChange={setSearch} />
        </div>
        <Select
          label={t('gallery.category')}
          options={PRESET_CATEGORY_FILTERS.map((id) => ({ id, label: t(`category.${id}`) }))}
          selectedKey={category}
          onSelectionChange={(key) => setCategory(key as PresetCategoryFilter)}
        />
        <Select
          label={t('gallery.sort')}
          options={PRESET_SORTS.map((id) => ({ id, label: t(`gallery.sort.${id}`) }))}
          selectedKey={sort}
          onSelectionChange={(key) => setSort(key as PresetSort)}
        />
      </div>
      <div className={shared.toolbar}>
        <Segmented
          label={t('view.label')}
          options={GALLERY_VIEWS.map((entry) => ({ value: entry, label: t(`view.${entry}`) }))}
          value={view}
          onChange={setView}
        />
        {view === 'grid' ? (
          <Segmented
            label={t('gallery.size')}
            options={GALLERY_SIZES.map((entry) => ({ value: entry, label: t(`gallery.size.${entry}`) }))}
            value={size}
            onChange={setSize}
          />
        ) : null}
      </div>
      <p className={shared.status} role="status">
        {shown.length === 0 ? t('gallery.empty') : t('gallery.count', { count: shown.length })}
      </p>
      {shown.length > 0 ? (
        <ul
          className={styles.grid}
          data-view={view}
          data-size={size}
          style={gridStyle}
          aria-label={t('gallery.label')}
        >
          {shown.map((preset) => {
            const locked = preset.isPremium && !isPremiumPlan;
            return (
              <li key={preset.id}>
                <PresetCard
                  preset={preset}
                  selected={preset.id === selectedId}
                  locked={locked}
                  onPress={(chosen) => (locked ? onPremiumRequired?.(chosen) : onSelect(chosen))}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
