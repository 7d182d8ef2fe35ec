import type { ColorMode, ThemeSettings } from '@wedding/tokens';
import { AlertIcon, Badge, Button } from '@wedding/ui';
import { type CSSProperties, useId, useMemo } from 'react';
import { useStudioText } from '../../i18n/use-studio-text';
import { type ContrastCheck, type ContrastPairId, checkThemeContrast } from '../../logic/contrast-pairs';
import { formatRatio } from '../shared/format-ratio';
import * as shared from '../shared/studio.css';
import * as styles from './ContrastChecker.css';

export interface ContrastCheckerProps {
  theme: ThemeSettings;
  /** Only this mode's pairs (default both). */
  mode?: ColorMode;
  /** Moves the text colours below the 4.5:1 target to their nearest passing shade (one undoable edit). */
  onFix: (scope: { mode?: ColorMode; pairIds?: readonly ContrastPairId[] }) => void;
}

/**
 * Contrast (docs/requirements.md A5) for every text/background pair the site paints: the ratio, pass (4.5:1), below
 * target, or a warning under 3:1, and one action that fixes every failing pair at once (or one pair), keeping hue and
 * chroma.
 */
export function ContrastChecker({ theme, mode, onFix }: ContrastCheckerProps) {
  const { t, locale } = useStudioText();
  const headingId = useId();
  const checks = useMemo(
    () => checkThemeContrast(theme).filter((check) => mode === undefined || check.mode === mode),
    [theme, mode],
  );
  const belowTarget = checks.filter((check) => check.belowTarget);
  const warnings = checks.filter((check) => check.level === 'fail');

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={shared.sectionTitle}>
          {t('contrast.title')}
        </h2>
        <Button variant="primary" isDisabled={belowTarget.length === 0} onPress={() => onFix({ mode })}>
          {t('contrast.fixAll')}
        </Button>
      </div>
      {/* Polite: the warning appears while a slider moves, and must not interrupt at every step. */}
      <div role="status">
        {warnings.length > 0 ? (
          <p className={styles.warning}>
            <AlertIcon aria-hidden="true" />
            {t('contrast.warning', { count: warnings.length })}
          </p>
        ) : belowTarget.length > 0 ? (
          <p className={shared.hint}>{t('contrast.belowTarget', { count: belowTarget.length })}</p>
        ) : (
          <p className={shared.hint}>{t('contrast.allPass')}</p>
        )}
      </div>
      <ul className={styles.list}>
        {checks.map((check) => (
          <ContrastRow key={`${check.mode}-${check.pair.id}`} check={check} locale={locale} onFix={onFix} />
        ))}
      </ul>
    </section>
  );
}

function ContrastRow({
  check,
  locale,
  onFix,
}: {
  check: ContrastCheck;
  locale: string;
  onFix: ContrastCheckerProps['onFix'];
}) {
  const { t } = useStudioText();
  const name = t('contrast.pair', {
    pair: t(`pair.${check.pair.id}`),
    mode: t(`mode.${check.mode}`),
  });
  // Drawn without text (a bar of the text colour on the background): a sample of a failing pair must not itself be
  // text that cannot be read.
  const sampleStyle = {
    '--pair-foreground': check.foreground,
    background: check.background,
  } as CSSProperties;
  return (
    <li className={styles.row} data-level={check.level}>
      <span className={styles.sample} style={sampleStyle} aria-hidden="true" />
      <span className={styles.pairText}>
        <span className={styles.pairName}>{name}</span>
        <span>{formatRatio(check.ratio, locale)}</span>
      </span>
      <span className={styles.actions}>
        <Badge tone={check.level === 'pass' ? 'success' : check.level === 'warn' ? 'warning' : 'error'}>
          {t(`contrast.level.${check.level}`)}
        </Badge>
        {check.belowTarget ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={t('contrast.fixOne', { pair: name })}
            onPress={() => onFix({ mode: check.mode, pairIds: [check.pair.id] })}
          >
            {t('contrast.fix')}
          </Button>
        ) : null}
      </span>
    </li>
  );
}
