import type { FormSectionState } from '../../schemas/enums';
import { isFieldFilled } from './is-field-filled';

export interface FormSectionInput {
  /** The section's field values (nested objects and arrays allowed). */
  values: readonly unknown[];
  /** Field count of the section (the counts of docs/requirements.md B5); defaults to the number of values given. */
  totalFields?: number;
  /** Validation messages of the section's fields; any non-empty entry makes the section invalid. */
  errors?: readonly unknown[] | Readonly<Record<string, unknown>>;
}

export interface FormSectionStatus {
  state: FormSectionState;
  filledFields: number;
  totalFields: number;
}

function hasErrors(errors: FormSectionInput['errors']): boolean {
  if (!errors) return false;
  const entries = Array.isArray(errors) ? errors : Object.values(errors);
  return entries.some(isFieldFilled);
}

/**
 * Form section completion (docs/requirements.md B4): invalid when any field has an error, else empty with no filled
 * field, complete when every field is filled, partial in between. A section without fields (no address yet) is empty.
 */
export function formSectionState({
  values,
  totalFields = values.length,
  errors,
}: FormSectionInput): FormSectionStatus {
  const filledFields = Math.min(values.filter(isFieldFilled).length, totalFields);
  const base = { filledFields, totalFields };
  if (hasErrors(errors)) return { state: 'invalid', ...base };
  if (filledFields === 0) return { state: 'empty', ...base };
  if (filledFields >= totalFields) return { state: 'complete', ...base };
  return { state: 'partial', ...base };
}
