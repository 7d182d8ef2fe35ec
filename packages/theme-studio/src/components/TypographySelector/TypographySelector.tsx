import { FONT_CATEGORIES, type FontCategory, findFont } from '@wedding/tokens';
import { SearchField, Select, visuallyHidden } from '@wedding/ui';
import { useId, useMemo, useState } from 'react';
import { useStudioText } from '../../i18n/use-studio-text';
import { type FontRole, filterFonts, isRecommendedFont } from '../../logic/filter-fonts';
import * as segmentStyles from '../shared/studio.css';
import * as styles from './TypographySelector.css';
import { type LoadFont, loadFontFace, useFontLoadStatus } from './use-font-load-status';

export interface TypographySelectorProps {
  /** docs/requirements.md A2: the selector is for the heading or the body font. */
  role: FontRole;
  value: string;
  onChange: (font: string) => void;
  /** How a web font is loaded (default: the page's own @font-face through document.fonts). */
  loadFont?: LoadFont;
}

/**
 * Typography selector (docs/requirements.md A2): search, category filter (serif, sans-serif, display, handwriting,
 * monospace), each font shown in itself, a live preview, and the loading state of the chosen font
 * (docs/requirements.md A4 and A8 'Failed to load {font}. Using fallback font.').
 */
export function TypographySelector({
  role,
  value,
  onChange,
  loadFont = loadFontFace,
}: TypographySelectorProps) {
  const { t, message } = useStudioText();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<FontCategory | 'all'>('all');
  const fonts = useMemo(() => filterFonts(role, { search, category }), [role, search, category]);
  const status = useFontLoadStatus(value, loadFont);
  const selected = findFont(value);
  const name = useId();
  const statusId = useId();
  const label = t(`fonts.${role}`);

  return (
    <div className={segmentStyles.section}>
      <div className={segmentStyles.toolbar}>
        <div className={segmentStyles.grow}>
          <SearchField label={t('fonts.search', { role: label })} value={search} onChange={setSearch} />
        </div>
        <Select
          label={t('fonts.category')}
          options={[
            { id: 'all', label: t('fonts.category.all') },
            ...FONT_CATEGORIES.map((id) => ({ id, label: t(`fonts.category.${id}`) })),
          ]}
          selectedKey={category}
          onSelectionChange={(key) => setCategory(key as FontCategory | 'all')}
        />
      </div>
      {fonts.length === 0 ? (
        <p className={segmentStyles.hint} role="status">
          {message('font.noneFound', { query: search })}
        </p>
      ) : (
        <fieldset className={styles.options}>
          <legend className={visuallyHidden}>{label}</legend>
          {fonts.map((font) => {
            const checked = font.name === value;
            return (
              <label key={font.name} className={styles.option} data-selected={checked ? '' : undefined}>
                <input
                  type="radio"
                  className={segmentStyles.segmentInput}
                  name={name}
                  value={font.name}
                  checked={checked}
                  onChange={() => onChange(font.name)}
                  aria-describedby={checked ? statusId : undefined}
                />
                <span className={styles.fontName} style={{ fontFamily: font.stack }}>
                  {font.displayName}
                </span>
                <span className={styles.meta}>
                  {t(`fonts.category.${font.category}`)}
                  {isRecommendedFont(role, font) ? ` · ${t('fonts.recommended')}` : ''}
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      <div className={styles.preview} data-font-status={status}>
        <p
          className={role === 'heading' ? styles.previewHeading : styles.previewBody}
          style={{ fontFamily: selected?.stack }}
        >
          {selected?.previewText ?? value}
        </p>
        <p
          id={statusId}
          className={status === 'error' ? segmentStyles.alert : segmentStyles.status}
          role="status"
        >
          {status === 'error'
            ? message('font.loadFailed', { font: selected?.displayName ?? value })
            : status === 'loading'
              ? t('fonts.loading', { font: selected?.displayName ?? value })
              : status === 'loaded'
                ? t('fonts.loaded', { font: selected?.displayName ?? value })
                : ''}
        </p>
      </div>
    </div>
  );
}
