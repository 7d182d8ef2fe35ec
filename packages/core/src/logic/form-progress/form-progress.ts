import { FORM_PROGRESS } from '../../constants';
import type { FormSectionStatus } from './form-section-state';

export interface ProgressSection extends FormSectionStatus {
  required: boolean;
}

function sectionCompletion({ state, filledFields, totalFields }: FormSectionStatus): number {
  if (state === 'complete') return 1;
  if (state === 'empty' || totalFields <= 0) return 0;
  // Partial and invalid sections count by their filled share, capped so only a finished section reaches 100 %.
  return Math.min(filledFields / totalFields, FORM_PROGRESS.partialCap);
}

function groupCompletion(sections: readonly ProgressSection[]): number {
  if (sections.length === 0) return 0;
  return sections.reduce((sum, section) => sum + sectionCompletion(section), 0) / sections.length;
}

/**
 * Overall progress (docs/requirements.md B4) in percent (0-100, rounded): required sections weigh 70 %, optional 30 %,
 * sections share their group's weight equally; a partial section counts at most 0.8 of its weight;
 * when one group is absent the other carries all the weight. Sections without fields (no address added) are left out.
 */
export function formProgress(sections: readonly ProgressSection[]): number {
  const counted = sections.filter((section) => section.totalFields > 0);
  const required = counted.filter((section) => section.required);
  const optional = counted.filter((section) => !section.required);
  if (required.length === 0 && optional.length === 0) return 0;
  const requiredWeight = optional.length === 0 ? 1 : required.length === 0 ? 0 : FORM_PROGRESS.requiredWeight;
  const optionalWeight = optional.length === 0 ? 0 : required.length === 0 ? 1 : FORM_PROGRESS.optionalWeight;
  const progress = requiredWeight * groupCompletion(required) + optionalWeight * groupCompletion(optional);
  return Math.round(progress * 100);
}
