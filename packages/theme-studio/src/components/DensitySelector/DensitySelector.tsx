import { DENSITIES, DENSITY_SPACING, type Density } from '@wedding/tokens';
import { useId } from 'react';
import { useStudioText } from '../../i18n/use-studio-text';
import { Segmented } from '../shared/Segmented';
import * as shared from '../shared/studio.css';
import * as styles from './DensitySelector.css';

export const DENSITY_SELECTOR_VARIANTS = ['buttons', 'slider'] as const;
export type DensitySelectorVariant = (typeof DENSITY_SELECTOR_VARIANTS)[number];

export interface DensitySelectorProps {
  value: Density;
  onChange: (density: Density) => void;
  /** docs/requirements.md A2: as buttons or as a slider. */
  variant?: DensitySelectorVariant;
}

/**
 * Density selector (docs/requirements.md A2): compact, comfortable, spacious, with the spacing each one gives
 * (docs/requirements.md A3).
 */
export function DensitySelector({ value, onChange, variant = 'buttons' }: DensitySelectorProps) {
  const { t, locale } = useStudioText();
  const descriptionId = useId();
  const sliderId = useId();
  const spacing = DENSITY_SPACING[value];
  const description = t('density.spacing', {
    section: spacing.section,
    card: spacing.card,
    border: spacing.border,
  });
  if (variant === 'slider') {
    const index = DENSITIES.indexOf(value);
    return (
      <div className={shared.section}>
        <label htmlFor={sliderId} className={shared.legend}>
          {t('density.label')}
        </label>
        <input
          id={sliderId}
          type="range"
          className={styles.slider}
          min={0}
          max={DENSITIES.length - 1}
          step={1}
          value={index}
          aria-valuetext={t(`density.${value}`)}
          aria-describedby={descriptionId}
          onChange={(event) => {
            const next = DENSITIES[Number(event.currentTarget.value)];
            if (next) onChange(next);
          }}
          onKeyDown={(event) => {
            // The steps by keyboard, handled here so every input method (and synthetic keys) moves it alike.
            const last = DENSITIES.length - 1;
            const target =
              event.key === 'ArrowLeft' || event.key === 'ArrowDown'
                ? Math.max(0, index - 1)
                : event.key === 'ArrowRight' || event.key === 'ArrowUp'
                  ? Math.min(last, index + 1)
                  : event.key === 'Home'
                    ? 0
                    : event.key === 'End'
                      ? last
                      : null;
            if (target === null) return;
            event.preventDefault();
            const next = DENSITIES[target];
            if (next && next !== value) onChange(next);
          }}
        />
        <div className={styles.ticks} aria-hidden="true">
          {DENSITIES.map((density) => (
            <span key={density}>{t(`density.${density}`)}</span>
          ))}
        </div>
        <p id={descriptionId} className={shared.hint} lang={locale}>
          {description}
        </p>
      </div>
    );
  }
  return (
    <div className={shared.section}>
      <Segmented
        label={t('density.label')}
        options={DENSITIES.map((density) => ({ value: density, label: t(`density.${density}`) }))}
        value={value}
        onChange={onChange}
      />
      <p id={descriptionId} className={shared.hint}>
        {description}
      </p>
    </div>
  );
}
