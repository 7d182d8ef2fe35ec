import { CONTRAST_WARNING_BELOW, type ContrastLevel, contrastLevel } from '@wedding/tokens';
import { formatRatio } from './format-ratio';
import { marker, ratio as ratioClass } from './token-docs.css';

const LEVEL_LABELS: Record<ContrastLevel, string> = { pass: 'Pass', warn: 'Warn', fail: 'Fail' };

/**
 * Text pairs use docs/requirements.md A5 (pass at 4.5:1, warn from 3:1); non-text pairs (borders, focus ring) need 3:1
 * (WCAG 1.4.11).
 */
export type ContrastKind = 'text' | 'non-text';

export function levelFor(ratio: number, kind: ContrastKind): ContrastLevel {
  if (kind === 'text') return contrastLevel(ratio);
  return ratio >= CONTRAST_WARNING_BELOW ? 'pass' : 'fail';
}

export interface ContrastRatioProps {
  ratio: number;
  locale: string;
  kind?: ContrastKind;
}

/** A contrast ratio with its pass/warn/fail marker; the word carries the meaning, not the colour. */
export function ContrastRatio({ ratio, locale, kind = 'text' }: ContrastRatioProps) {
  const level = levelFor(ratio, kind);
  return (
    <span className={ratioClass} data-level={level}>
      <span>{formatRatio(ratio, locale)}</span>
      <span className={marker[level]}>{LEVEL_LABELS[level]}</span>
    </span>
  );
}
