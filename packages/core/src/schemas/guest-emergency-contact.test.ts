import { describe, expect, it } from 'vitest';
import { guestEmergencyContactSchema } from './guest-emergency-contact';

const contact = { name: 'Eva Weber', relationship: 'sibling', phone: '+49 170 1234567' };
const messageAt = (input: unknown, field: string) =>
  guestEmergencyContactSchema.safeParse(input).error?.issues.find((issue) => issue.path[0] === field)
    ?.message;

describe("emergency contact (docs/requirements.md B5): name ('Name is required'), phone ('Phone is required'), relationship", () => {
  it('accepts a complete contact', () => {
    expect(guestEmergencyContactSchema.parse(contact)).toMatchObject(contact);
  });

  it('requires name and phone, also when whitespace-only', () => {
    expect(messageAt({ ...contact, name: '  ' }, 'name')).toBe('emergency.nameRequired');
    expect(messageAt({ ...contact, phone: '' }, 'phone')).toBe('emergency.phoneRequired');
    expect(messageAt({ ...contact, phone: undefined }, 'phone')).toBe('emergency.phoneRequired');
  });

  it('takes relationship from spouse, parent, sibling, friend, other', () => {
    expect(messageAt({ ...contact, relationship: 'cousin' }, 'relationship')).toBe(
      'validation.invalidOption',
    );
  });
});
