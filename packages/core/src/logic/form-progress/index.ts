export type { ProgressSection } from './form-progress';
export { formProgress } from './form-progress';
export type { FormSectionInput, FormSectionStatus } from './form-section-state';
export { formSectionState } from './form-section-state';
export { isFieldFilled } from './is-field-filled';
export type { GuestFormSection, RepeatedEntryCounts } from './section-field-count';
export { FORM_SECTION_FIELD_COUNTS, sectionFieldCount } from './section-field-count';
