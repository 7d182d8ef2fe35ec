import { describe, expect, it } from 'vitest';
import { rsvpStepOfField } from './rsvp-step-of-field';

describe('rsvpStepOfField: the step whose input a refused payload field belongs to', () => {
  it('maps the payload paths the API names to the wizard steps', () => {
    expect(rsvpStepOfField('phone')).toBe('contact');
    expect(rsvpStepOfField('name')).toBe('contact');
    expect(rsvpStepOfField('email')).toBe('contact');
    expect(rsvpStepOfField('guests.0.phone')).toBe('contact');
    expect(rsvpStepOfField('attendanceStatus')).toBe('attendance');
    expect(rsvpStepOfField('numberOfGuests')).toBe('guestDetails');
    expect(rsvpStepOfField('guests')).toBe('guestDetails');
    expect(rsvpStepOfField('guests.2.name')).toBe('guestDetails');
    expect(rsvpStepOfField('guests.0.allergies')).toBe('requirements');
    expect(rsvpStepOfField('guests.1.dietaryRestrictions')).toBe('requirements');
    expect(rsvpStepOfField('needsTransport')).toBe('requirements');
    expect(rsvpStepOfField('message')).toBe('message');
    expect(rsvpStepOfField('root')).toBeUndefined();
  });
});
