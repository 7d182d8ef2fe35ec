import { describe, expect, it } from 'vitest';
import {
  guestFormSchema,
  guestPatchSchema,
  guestPayloadSchema,
  guestQuickFormSchema,
  guestSchema,
} from './guest';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe("guest form (docs/requirements.md B5): first and last name required ('First name is required', 'Last name is required')", () => {
  it('reports both names when empty, whitespace-only or missing', () => {
    expect(messagesOf(guestFormSchema.safeParse({ firstName: '', lastName: '  ' }))).toEqual({
      firstName: 'guest.firstNameRequired',
      lastName: 'guest.lastNameRequired',
    });
    expect(messagesOf(guestFormSchema.safeParse({}))).toMatchObject({ firstName: 'guest.firstNameRequired' });
  });

  it('builds name as first plus last name when it is missing', () => {
    expect(guestFormSchema.parse({ firstName: ' Anna ', lastName: 'Schmidt' }).name).toBe('Anna Schmidt');
    expect(guestFormSchema.parse({ firstName: 'Anna', lastName: 'Schmidt', name: 'Anni' }).name).toBe('Anni');
  });
});

describe("quick guest form (docs/requirements.md B5): only name required ('Name is required')", () => {
  it('rejects empty and whitespace-only names and accepts a name alone', () => {
    expect(messagesOf(guestQuickFormSchema.safeParse({ name: ' ' }))).toEqual({ name: 'guest.nameRequired' });
    expect(guestQuickFormSchema.parse({ name: 'Familie Weber' }).name).toBe('Familie Weber');
  });
});

describe('guest payload defaults and enums (docs/requirements.md B3 and B5)', () => {
  it('defaults priority standard, approval pending, estimatedGuests 1', () => {
    expect(guestPayloadSchema.parse({ name: 'Ben' })).toMatchObject({
      priority: 'standard',
      approvalStatus: 'pending',
      estimatedGuests: 1,
      addresses: [],
      socialMediaProfiles: [],
      invitationSent: false,
    });
  });

  it('estimatedGuests is a positive integer: 0 and 1.5 rejected, 1 accepted', () => {
    expect(messagesOf(guestPayloadSchema.safeParse({ name: 'Ben', estimatedGuests: 0 }))).toEqual({
      estimatedGuests: 'guest.estimatedGuestsPositive',
    });
    expect(messagesOf(guestPayloadSchema.safeParse({ name: 'Ben', estimatedGuests: 1.5 }))).toEqual({
      estimatedGuests: 'guest.estimatedGuestsPositive',
    });
    expect(guestPayloadSchema.parse({ name: 'Ben', estimatedGuests: 1 }).estimatedGuests).toBe(1);
  });

  it('takes category, side, priority, approvalStatus and groupRole from their lists', () => {
    const guest = guestPayloadSchema.parse({
      name: 'Ben',
      category: 'colleagues',
      side: 'partner2',
      priority: 'must_invite',
      approvalStatus: 'not_approved',
      groupRole: 'companion',
    });
    expect(guest).toMatchObject({ category: 'colleagues', side: 'partner2', groupRole: 'companion' });
    for (const field of ['category', 'side', 'priority', 'approvalStatus', 'groupRole']) {
      expect(messagesOf(guestPayloadSchema.safeParse({ name: 'Ben', [field]: 'bogus' }))[field]).toBe(
        'validation.invalidOption',
      );
    }
  });

  it('needs a name, given or built from first and last name', () => {
    expect(messagesOf(guestPayloadSchema.safeParse({ firstName: ' ', lastName: '' }))).toEqual({
      name: 'guest.nameRequired',
    });
    expect(guestPayloadSchema.parse({ firstName: 'Anna', lastName: 'Schmidt' }).name).toBe('Anna Schmidt');
  });

  it('HTML-escapes guest notes on input', () => {
    expect(guestPayloadSchema.parse({ name: 'Ben', notes: '<b>VIP</b> & "friend"' }).notes).toBe(
      '&lt;b&gt;VIP&lt;/b&gt; &amp; &quot;friend&quot;',
    );
  });

  it('keeps phone digits, spaces, hyphen and plus only', () => {
    expect(guestPayloadSchema.parse({ name: 'Ben', phone: '+49 151-2345' }).phone).toBe('+49 151-2345');
    expect(messagesOf(guestPayloadSchema.safeParse({ name: 'Ben', phone: '(0151) 2345' }))).toEqual({
      phone: 'guest.phoneInvalid',
    });
  });
});

describe('guest inline edit (docs/requirements.md B7): one changed field, no defaults filled in', () => {
  it('keeps only the sent field', () => {
    expect(guestPatchSchema.parse({ estimatedGuests: 3 })).toEqual({ estimatedGuests: 3 });
  });

  it('rejects an empty patch and a blanked name', () => {
    expect(guestPatchSchema.safeParse({}).success).toBe(false);
    expect(messagesOf(guestPatchSchema.safeParse({ name: '  ' }))).toEqual({ name: 'guest.nameRequired' });
    expect(messagesOf(guestPatchSchema.safeParse({ name: null }))).toEqual({ name: 'guest.nameRequired' });
  });

  it('allows clearing an optional text with null (the inline edit of docs/requirements.md A5: empty becomes null)', () => {
    expect(guestPatchSchema.parse({ notes: null })).toEqual({ notes: null });
  });
});

describe('reading guests from the API', () => {
  it('reads an API guest with id, rsvp status and dates', () => {
    const guest = guestSchema.parse({
      id: 'g1',
      firstName: 'Anna',
      lastName: 'Schmidt',
      rsvp: { attendanceStatus: 'attending' },
      createdAt: '2026-01-01T10:00:00.000Z',
    });
    expect(guest).toMatchObject({ id: 'g1', name: 'Anna Schmidt', rsvp: { attendanceStatus: 'attending' } });
    expect(guest.createdAt).toBeInstanceOf(Date);
  });
});

describe('guest email (stored with the guest, optional)', () => {
  it('accepts empty or a valid address and refuses a malformed one', () => {
    expect(guestPayloadSchema.parse({ name: 'Ben', email: '' }).email).toBe('');
    expect(guestPayloadSchema.parse({ name: 'Ben', email: ' ben@example.org ' }).email).toBe(
      'ben@example.org',
    );
    expect(messagesOf(guestPayloadSchema.safeParse({ name: 'Ben', email: 'ben@' }))).toEqual({
      email: 'validation.invalidEmail',
    });
  });
});

describe('guest rsvp.attendanceStatus (docs/requirements.md B3) in an update', () => {
  it('keeps an attendance change and a cleared answer, refuses other values', () => {
    expect(guestPatchSchema.parse({ rsvp: { attendanceStatus: 'maybe' } })).toEqual({
      rsvp: { attendanceStatus: 'maybe' },
    });
    expect(guestPatchSchema.parse({ rsvp: { attendanceStatus: null } })).toEqual({
      rsvp: { attendanceStatus: null },
    });
    expect(guestPatchSchema.safeParse({ rsvp: { attendanceStatus: 'yes' } }).success).toBe(false);
  });
});
