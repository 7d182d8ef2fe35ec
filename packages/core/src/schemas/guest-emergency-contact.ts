import { z } from 'zod';
import { EMERGENCY_RELATIONSHIPS } from './enums';
import { TEXT_LIMITS } from './limits';
import { optionalText } from './primitives/optional-text';
import { optionalPhoneText, requiredPhoneText } from './primitives/phone-text';
import { requiredText } from './primitives/required-text';

/** Emergency contact (docs/requirements.md B5): name and phone required, relationship from the list. */
export const guestEmergencyContactSchema = z.object({
  name: requiredText('emergency.nameRequired', TEXT_LIMITS.name),
  relationship: z.enum(EMERGENCY_RELATIONSHIPS, { error: 'validation.invalidOption' }),
  phone: requiredPhoneText('emergency.phoneRequired'),
  alternativePhone: optionalPhoneText(),
  address: optionalText(TEXT_LIMITS.shortText),
  medicalInfo: optionalText(TEXT_LIMITS.mediumText),
  notes: optionalText(TEXT_LIMITS.mediumText),
});
export type GuestEmergencyContact = z.infer<typeof guestEmergencyContactSchema>;
