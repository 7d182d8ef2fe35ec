import { isAccessCodeValid } from './is-access-code-valid';

/** Spec A 4 / B 4: save is enabled only when the code is valid and differs from the saved one. */
export function canSaveAccessCode(code: string, currentCode: string | null | undefined): boolean {
  return isAccessCodeValid(code) && code !== currentCode;
}
