export { ACCESS_CODE_CHARACTER_CLASS } from './access-code-character-class';
export type {
  AccessCodeAction,
  AccessCodeErrorMessage,
  AccessCodeFailure,
} from './access-code-error-message';
export { accessCodeErrorMessage } from './access-code-error-message';
export { accessCodeRemaining } from './access-code-remaining';
export { canSaveAccessCode } from './can-save-access-code';
export type { RandomByteSource } from './generate-access-code';
export { GENERATED_ACCESS_CODE_ALPHABET, generateAccessCode } from './generate-access-code';
export { isAccessCodeValid } from './is-access-code-valid';
export { sanitizeAccessCode } from './sanitize-access-code';
