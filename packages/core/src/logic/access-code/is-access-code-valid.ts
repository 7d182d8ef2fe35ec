import { ACCESS_CODE_LENGTH } from '../../constants';
import { sanitizeAccessCode } from './sanitize-access-code';

/** docs/requirements.md A5 and B5: a code is valid when it has exactly 8 allowed characters and needs no sanitising. */
export function isAccessCodeValid(code: string): boolean {
  return code.length === ACCESS_CODE_LENGTH && sanitizeAccessCode(code) === code;
}
