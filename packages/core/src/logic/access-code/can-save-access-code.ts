import { isAccessCodeValid } from './is-access-code-valid';

/** docs/requirements.md A4 and B4: save is enabled only when the code is valid and differs from the saved one. */
export function canSaveAccessCode(code: string, currentCode: string | null | undefined): boolean {
  return isAccessCodeValid(code) && code !== currentCode;
}
