import { describe, expect, it } from 'vitest';
import { accommodationPayloadSchema } from './accommodation-payload';
import {
  changePasswordFormSchema,
  changePasswordRequestSchema,
  setPasswordFormSchema,
} from './requests/account';
import { acceptInvitationFormSchema } from './requests/invitations';
import { sendMessageRequestSchema } from './requests/messages';
import { scheduleEventPayloadSchema } from './schedule-event-payload';
import { updateSiteTextsRequestSchema } from './site-content';
import { toValidationKeys } from './validation-details';

const keysOf = (result: { success: boolean; error?: unknown }) =>
  result.success
    ? {}
    : Object.fromEntries(
        Object.entries(toValidationKeys(result.error as never)).map(([field, { key }]) => [field, key]),
      );

describe('site texts (PUT /api/weddings/{id}/content)', () => {
  it('trims texts and enforces the limits', () => {
    const parsed = updateSiteTextsRequestSchema.parse({ locale: 'en', welcomeText: '  Hello  ' });
    expect(parsed).toMatchObject({ locale: 'en', welcomeText: 'Hello' });
    expect(
      keysOf(updateSiteTextsRequestSchema.safeParse({ locale: 'fr', welcomeTitle: 'x'.repeat(201) })),
    ).toEqual({
      locale: 'validation.invalidOption',
      welcomeTitle: 'validation.tooLong',
    });
  });
});

describe('schedule event payload', () => {
  const event = { locale: 'de', day: '2027-06-12', time: '14:00', title: 'Trauung' };

  it('defaults kind and attendance, accepts an empty end time', () => {
    expect(scheduleEventPayloadSchema.parse({ ...event, endTime: '' })).toMatchObject({
      type: 'other',
      required: false,
      endTime: '',
    });
  });

  it('names each problem with its own message', () => {
    expect(
      keysOf(scheduleEventPayloadSchema.safeParse({ locale: 'de', day: '', time: '25:00', title: ' ' })),
    ).toEqual({
      day: 'schedule.dayRequired',
      time: 'schedule.invalidTime',
      title: 'schedule.titleRequired',
    });
    expect(keysOf(scheduleEventPayloadSchema.safeParse({ ...event, endTime: '13:00' }))).toEqual({
      endTime: 'schedule.endBeforeStart',
    });
    expect(keysOf(scheduleEventPayloadSchema.safeParse({ ...event, type: 'rave' }))).toEqual({
      type: 'validation.invalidOption',
    });
  });
});

describe('accommodation payload', () => {
  it('requires type, name and address; keeps each amenity once', () => {
    expect(
      accommodationPayloadSchema.parse({
        type: 'hotel',
        name: 'Hotel am Park',
        address: 'Allee 1',
        amenities: ['wifi', 'wifi', 'spa'],
      }).amenities,
    ).toEqual(['wifi', 'spa']);
    expect(
      keysOf(
        accommodationPayloadSchema.safeParse({ type: 'castle', name: '', address: ' ', website: 'ftp://x' }),
      ),
    ).toEqual({
      type: 'validation.invalidOption',
      name: 'accommodation.nameRequired',
      address: 'accommodation.addressRequired',
      website: 'validation.invalidUrl',
    });
  });
});

describe('password change', () => {
  it('the form needs both new passwords equal and the rule of registration', () => {
    expect(
      keysOf(
        changePasswordFormSchema.safeParse({
          currentPassword: 'old one here',
          newPassword: 'short',
          confirmPassword: 'other',
        }),
      ),
    ).toEqual({ newPassword: 'auth.passwordTooShort', confirmPassword: 'auth.passwordsDontMatch' });
    expect(
      keysOf(
        changePasswordFormSchema.safeParse({
          currentPassword: '',
          newPassword: 'a long new password',
          confirmPassword: 'a long new password',
        }),
      ),
    ).toEqual({ currentPassword: 'auth.currentPasswordRequired' });
    expect(
      setPasswordFormSchema.safeParse({
        newPassword: 'a long new password',
        confirmPassword: 'a long new password',
      }).success,
    ).toBe(true);
    expect(changePasswordRequestSchema.safeParse({ newPassword: 'a long new password' }).success).toBe(true);
  });
});

describe('invitation and message bodies', () => {
  it('an invited person names themselves with a valid username', () => {
    expect(acceptInvitationFormSchema.parse({ name: ' Lena ', username: 'Lena.K' })).toEqual({
      name: 'Lena',
      username: 'lena.k',
    });
  });

  it('an upgrade request names its wedding; a contact message needs a text', () => {
    expect(keysOf(sendMessageRequestSchema.safeParse({ kind: 'upgrade_request' }))).toEqual({
      weddingId: 'validation.required',
    });
    expect(keysOf(sendMessageRequestSchema.safeParse({ kind: 'contact', body: '  ' }))).toEqual({
      body: 'message.bodyRequired',
    });
    expect(sendMessageRequestSchema.parse({ kind: 'upgrade_request', weddingId: 'w1' }).body).toBe('');
  });
});
