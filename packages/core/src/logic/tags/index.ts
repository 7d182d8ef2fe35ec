export { normalizeTag } from './normalize-tag';
export { TAG_PATTERN } from './tag-pattern';
export type { TagError, TagValidation } from './validate-tag';
export { validateTag } from './validate-tag';
