import { ACCESS_CODE_LENGTH } from '../../constants';
import { ACCESS_CODE_CHARACTER_CLASS } from './access-code-character-class';

/** Characters outside A-Z, 0-9 and & ! @ # $ % ^ * + = ? - are dropped (docs/requirements.md A5 and B5). */
const DISALLOWED_ACCESS_CODE_CHARACTERS = new RegExp(`[^${ACCESS_CODE_CHARACTER_CLASS}]`, 'g');

/** Upper-cases the input, strips disallowed characters and cuts it to the code length. */
export function sanitizeAccessCode(input: string): string {
  return input.toUpperCase().replace(DISALLOWED_ACCESS_CODE_CHARACTERS, '').slice(0, ACCESS_CODE_LENGTH);
}
