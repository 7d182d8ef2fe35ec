import type { ReactNode } from 'react';
import { useUiStrings } from '../../i18n/useUiStrings';
import { StepIndicator } from '../StepIndicator/StepIndicator';
import * as styles from './WizardHeader.css';

export interface WizardStep {
  title: string;
  description: string;
  /** Decorative; the title names the step. */
  icon?: ReactNode;
}

export interface WizardHeaderProps {
  steps: readonly WizardStep[];
  /** 0-based index of the current step; clamped to the steps given. */
  currentStep: number;
  /** Heading level of the step title so the header fits the page outline. */
  headingLevel?: 1 | 2 | 3;
}

/** Three-step wizard header (docs/requirements.md B2): 'Step X of Y' progress bar above a card for the current step. */
export function WizardHeader({ steps, currentStep, headingLevel = 2 }: WizardHeaderProps) {
  const { t } = useUiStrings();
  const index = Math.min(Math.max(currentStep, 0), steps.length - 1);
  const step = steps[index];
  if (!step) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.root} aria-label={t('wizardHeader.label')} data-step={index + 1}>
      <StepIndicator variant="bar" current={index + 1} total={steps.length} />
      <div className={styles.card}>
        {step.icon ? (
          <span className={styles.icon} aria-hidden="true">
            {step.icon}
          </span>
        ) : null}
        <div>
          <Heading className={styles.title}>{step.title}</Heading>
          <p className={styles.description}>{step.description}</p>
        </div>
      </div>
    </section>
  );
}
