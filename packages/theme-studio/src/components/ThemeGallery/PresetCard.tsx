import type { ThemePreset } from '@wedding/tokens';
import { CheckIcon, IconFrame, type IconProps, useThemeMode, visuallyHidden } from '@wedding/ui';
import { useId } from 'react';
import { useStudioText } from '../../i18n/use-studio-text';
import { plainButton } from '../shared/studio.css';
import * as styles from './ThemeGallery.css';

const StarIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path
      d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
      fill="currentColor"
    />
  </IconFrame>
);

export interface PresetCardProps {
  preset: ThemePreset;
  selected: boolean;
  /** A premium preset on a plan without premium: pressing it asks for the upgrade instead of applying. */
  locked: boolean;
  onPress: (preset: ThemePreset) => void;
}

/**
 * Preset card (docs/requirements.md A2): name, description, popular star, premium marker, the three-colour palette
 * (primary, secondary, accent), category badge and the selected check. A toggle button (aria-pressed = selected).
 */
export function PresetCard({ preset, selected, locked, onPress }: PresetCardProps) {
  const { t } = useStudioText();
  const lockedId = useId();
  const { resolved } = useThemeMode();
  const { light } = preset.theme.colors;
  return (
    <button
      type="button"
      className={`${plainButton} ${styles.card}`}
      aria-pressed={selected}
      aria-describedby={locked ? lockedId : undefined}
      // Each card is painted in its own preset (tokens.css: [data-preset][data-color-mode]), in the app's mode.
      data-preset={preset.id}
      data-color-mode={resolved}
      onClick={() => onPress(preset)}
    >
      <span className={styles.palette} aria-hidden="true">
        {[light.primary, light.secondary, light.accent].map((color, index) => (
          <span
            // The three roles in their fixed order.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className={styles.paletteColor}
            style={{ background: color }}
          />
        ))}
      </span>
      <span className={styles.body}>
        <span className={styles.name}>
          {preset.name}
          {preset.isPopular ? (
            <>
              <StarIcon className={styles.star} aria-hidden="true" />
              <span className={visuallyHidden}>{t('gallery.popular')}</span>
            </>
          ) : null}
        </span>
        <span className={styles.description}>{t(`preset.${preset.id}` as 'preset.classic-navy')}</span>
        <span className={styles.badges}>
          <span className={styles.tag}>{t(`category.${preset.category}`)}</span>
          {preset.isPremium ? <span className={styles.premium}>{t('gallery.premium')}</span> : null}
          {locked ? (
            <span id={lockedId} className={styles.description}>
              {t('gallery.premiumLocked')}
            </span>
          ) : null}
        </span>
      </span>
      {selected ? (
        <span className={styles.check}>
          <CheckIcon aria-hidden="true" />
          <span className={visuallyHidden}>{t('gallery.selected')}</span>
        </span>
      ) : null}
    </button>
  );
}
