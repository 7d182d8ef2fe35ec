export { inlineEditChanged } from './inline-edit-changed';
export type { InlineEditType } from './parse-inline-edit-value';
export { parseInlineEditValue } from './parse-inline-edit-value';
