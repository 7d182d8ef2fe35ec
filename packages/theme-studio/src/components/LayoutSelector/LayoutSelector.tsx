import { LAYOUTS, type Layout } from '@wedding/tokens';
import { visuallyHidden } from '@wedding/ui';
import { useId, useState } from 'react';
import { useStudioText } from '../../i18n/use-studio-text';
import { Segmented } from '../shared/Segmented';
import * as shared from '../shared/studio.css';
import * as styles from './LayoutSelector.css';

export const LAYOUT_VIEWS = ['grid', 'list'] as const;
export type LayoutView = (typeof LAYOUT_VIEWS)[number];

export interface LayoutSelectorProps {
  value: Layout;
  onChange: (layout: Layout) => void;
  defaultView?: LayoutView;
  /** A sketch of how each layout arranges a page (docs/requirements.md A2: optional preview). */
  showPreview?: boolean;
}

/**
 * Layout selector (docs/requirements.md A2): classic, modern, romantic, artdeco, as a grid or a list, with an optional
 * sketch.
 */
export function LayoutSelector({
  value,
  onChange,
  defaultView = 'grid',
  showPreview = true,
}: LayoutSelectorProps) {
  const { t } = useStudioText();
  const [view, setView] = useState<LayoutView>(defaultView);
  const name = useId();
  return (
    <div className={shared.section}>
      <Segmented
        label={t('view.label')}
        options={LAYOUT_VIEWS.map((entry) => ({ value: entry, label: t(`view.${entry}`) }))}
        value={view}
        onChange={setView}
      />
      <fieldset className={styles.options} data-view={view}>
        <legend className={visuallyHidden}>{t('layout.label')}</legend>
        {LAYOUTS.map((layout) => {
          const checked = layout === value;
          return (
            <label key={layout} className={styles.option} data-selected={checked ? '' : undefined}>
              <input
                type="radio"
                className={shared.segmentInput}
                name={name}
                value={layout}
                checked={checked}
                onChange={() => onChange(layout)}
              />
              {showPreview ? (
                <span className={styles.sketch} aria-hidden="true">
                  <span className={styles.sketchTitle[layout]} />
                  <span className={styles.sketchLine[layout]} />
                  <span className={styles.sketchLine[layout]} />
                  <span className={styles.sketchLine[layout]} />
                </span>
              ) : null}
              <span className={styles.text}>
                <span className={styles.name}>{t(`layout.${layout}.name`)}</span>
                <span className={styles.description}>{t(`layout.${layout}.description`)}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}
