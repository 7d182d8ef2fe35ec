import { guestFormSchema } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { fullGuest } from '../fixtures/guest-fixtures';
import {
  emptyAddress,
  formNameParts,
  formPathOf,
  guestFormFields,
  guestFormProgress,
  guestPayloadOf,
} from './guest-form-values';

describe('guest form values: payload, rule paths, section states and progress (docs/requirements.md B4 and B5)', () => {
  it('sends untouched optional parts as null and notes decoded for editing are escaped again by the rule', () => {
    const fields = guestFormFields(fullGuest);
    expect(fields.notes).toBe('Bringt seine Partnerin mit & Hund');
    const payload = guestPayloadOf(fields);
    expect(payload).toMatchObject({
      emergencyContact: null,
      rsvp: null,
      contactInfo: { preferredContactMethod: 'whatsapp' },
    });
    expect(guestFormSchema.parse(payload).notes).toBe('Bringt seine Partnerin mit &amp; Hund');
    const empty = guestPayloadOf(guestFormFields(null));
    expect(empty).toMatchObject({
      contactInfo: null,
      dietaryInformation: null,
      emergencyContact: null,
      addresses: [],
    });
  });

  it('proposes first and last name for a guest saved with only a name, and keeps names that were given', () => {
    const only = (name: string) => ({ name, firstName: '', lastName: '' });
    expect(formNameParts(only('Tante Gisela  Maier'))).toEqual({
      firstName: 'Tante Gisela',
      lastName: 'Maier',
    });
    expect(formNameParts(only('Oma'))).toEqual({ firstName: 'Oma', lastName: '' });
    expect(formNameParts({ name: 'Jo Weber', firstName: 'Jonas', lastName: '' })).toEqual({
      firstName: 'Jonas',
      lastName: '',
    });
    expect(formNameParts(null)).toEqual({ firstName: '', lastName: '' });
    const fields = guestFormFields({ ...fullGuest, name: 'Familie Weber', firstName: '', lastName: '' });
    // Saved as proposed, the name the list shows stays the one typed in the quick form.
    expect(guestFormSchema.parse(guestPayloadOf(fields)).name).toBe('Familie Weber');
  });

  it('reads malformed guest data from the API part by part: what cannot be read starts empty, the rest is kept', () => {
    const malformed = {
      ...fullGuest,
      contactInfo: 'not an object',
      dietaryInformation: { restrictions: 'vegan', allergies: [3, 'Nüsse'], specialRequests: 42 },
      emergencyContact: ['nobody'],
    } as unknown as typeof fullGuest;
    const fields = guestFormFields(malformed);
    const empty = guestFormFields(null);
    expect(fields.contactInfo).toEqual(empty.contactInfo);
    expect(fields.emergency).toEqual(empty.emergency);
    expect(fields.dietary).toEqual({ ...empty.dietary, allergies: ['Nüsse'] });
    expect(fields.firstName).toBe(fullGuest.firstName);
    expect(fields.email).toBe(fullGuest.email ?? '');
    expect(guestFormFields(JSON.parse('null'))).toEqual(empty);
  });

  it('maps the rule paths onto the form fields', () => {
    expect(formPathOf('emergencyContact.phone')).toBe('emergency.phone');
    expect(formPathOf('dietaryInformation.allergies.2')).toBe('dietary.allergies');
    expect(formPathOf('addresses.0.street')).toBe('addresses.0.street');
  });

  it('weighs the required basic section 70 %, the others 30 %; a partial section counts at most 0.8', () => {
    const empty = guestFormProgress(guestFormFields(null), new Set());
    expect(empty.sections.basic.state).toBe('empty');
    const named = guestFormProgress(
      { ...guestFormFields(null), firstName: 'Ida', lastName: 'Kern' },
      new Set(),
    );
    expect(named.sections.basic.state).toBe('complete');
    expect(named.percent - empty.percent).toBe(70);
    const half = guestFormProgress({ ...guestFormFields(null), firstName: 'Ida' }, new Set());
    expect(half.sections.basic.state).toBe('partial');
    expect(half.percent - empty.percent).toBe(35);
    const invalid = guestFormProgress(guestFormFields(null), new Set(['basic']));
    expect(invalid.sections.basic.state).toBe('invalid');
  });

  it('counts 8 fields per address (docs/requirements.md B5)', () => {
    const withAddress = guestFormProgress(
      { ...guestFormFields(null), addresses: [emptyAddress()] },
      new Set(),
    );
    expect(withAddress.sections.addresses).toMatchObject({
      totalFields: 8,
      filledFields: 2,
      state: 'partial',
    });
  });
});
