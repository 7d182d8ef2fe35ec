import { useUiStrings } from '../../i18n/useUiStrings';
import * as styles from './StepIndicator.css';

export const stepIndicatorVariants = ['dots', 'bar'] as const;
export type StepIndicatorVariant = (typeof stepIndicatorVariants)[number];

export interface StepIndicatorProps {
  /** 1-based current step. */
  current: number;
  total: number;
  /** Title of the current step, shown after 'Step X of Y'. */
  stepTitle?: string;
  variant?: StepIndicatorVariant;
}

/** RSVP progress indicator (docs/requirements.md B2): dots or bar reading 'Step X of Y' with the step title. */
export function StepIndicator({ current, total, stepTitle, variant = 'dots' }: StepIndicatorProps) {
  const { t } = useUiStrings();
  const step = Math.min(Math.max(current, 1), total);
  const progressText = t('stepIndicator.progress', { current: step, total });
  return (
    <div className={styles.root} data-variant={variant}>
      <p className={styles.label} style={{ margin: 0 }}>
        <span className={styles.stepCount}>{progressText}</span>
        {stepTitle ? <span className={styles.stepTitle}>{stepTitle}</span> : null}
      </p>
      {variant === 'bar' ? (
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={progressText}
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={step}
          aria-valuetext={stepTitle ? `${progressText}: ${stepTitle}` : progressText}
        >
          <div className={styles.barFill} style={{ width: `${(step / total) * 100}%` }} />
        </div>
      ) : (
        <ol className={styles.dots} aria-hidden="true">
          {Array.from({ length: total }, (_, index) => {
            const position = index + 1;
            const state = position < step ? 'complete' : position === step ? 'current' : 'upcoming';
            // biome-ignore lint/suspicious/noArrayIndexKey: steps are positional and never reorder
            return <li key={index} className={styles.dot} data-state={state} />;
          })}
        </ol>
      )}
    </div>
  );
}
