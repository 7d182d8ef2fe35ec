import { describe, expect, it } from 'vitest';
import { shareMessage, smsHref, whatsAppHref, whatsAppNumber } from './share-message';

const household = {
  names: ['Clara Vogel', 'Jonas Vogel'],
  link: 'https://wedding.example/en/w/anna-und-ben/i/abc',
};

describe('share message', () => {
  it('is written in the given language with names, couple and link', () => {
    const english = shareMessage(household, 'Anna & Ben', 'en');
    expect(english).toContain('Clara Vogel and Jonas Vogel');
    expect(english).toContain('Anna & Ben');
    expect(english).toContain(household.link);
    const german = shareMessage(household, 'Anna & Ben', 'de');
    expect(german).toContain('Clara Vogel und Jonas Vogel');
    expect(german).not.toEqual(english);
  });
});

describe('WhatsApp and SMS links', () => {
  it('dials international numbers only, as digits', () => {
    expect(whatsAppNumber('+49 170 123-4567')).toBe('491701234567');
    expect(whatsAppNumber('0049 170 1234567')).toBe('491701234567');
    expect(whatsAppNumber('0170 1234567')).toBeNull();
    expect(whatsAppNumber(null)).toBeNull();
  });

  it('carries the encoded message, with or without a number', () => {
    expect(whatsAppHref('+49 170 1234567', 'Hi & welcome?')).toBe(
      'https://wa.me/491701234567?text=Hi%20%26%20welcome%3F',
    );
    expect(whatsAppHref(null, 'Hi')).toBe('https://wa.me/?text=Hi');
  });

  it('writes an SMS link both phone systems read', () => {
    expect(smsHref('+49 170 123-4567', 'Line 1\nLine 2')).toBe('sms:+491701234567?&body=Line%201%0ALine%202');
  });
});
