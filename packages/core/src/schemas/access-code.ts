import { z } from 'zod';
import { ACCESS_CODE_LENGTH } from '../constants';
import { ACCESS_CODE_CHARACTER_CLASS } from '../logic/access-code/access-code-character-class';
import { sanitizeAccessCode } from '../logic/access-code/sanitize-access-code';
import type { MessageKey } from '../messages/message-key';

/** docs/requirements.md A5 and B5: exactly 8 characters, all from ACCESS_CODE_CHARACTER_CLASS. */
export const ACCESS_CODE_PATTERN = new RegExp(`^[${ACCESS_CODE_CHARACTER_CLASS}]{${ACCESS_CODE_LENGTH}}$`);

function accessCodeSchemaWith(invalidKey: MessageKey) {
  return z
    .string({ error: invalidKey })
    .transform(sanitizeAccessCode)
    .pipe(z.string().regex(ACCESS_CODE_PATTERN, invalidKey));
}

/** An access code as the couple sets it: upper-cased and stripped by sanitizeAccessCode, then exactly 8 characters. */
export const accessCodeSchema = accessCodeSchemaWith('accessCode.invalid');
export type AccessCode = z.infer<typeof accessCodeSchema>;

/**
 * The code a guest types on the invite card; a wrong format is reported like a wrong code ('invalidCode',
 * docs/requirements.md A5).
 */
export const guestAccessCodeSchema = accessCodeSchemaWith('invalidCode');
