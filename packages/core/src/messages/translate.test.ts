import { describe, expect, it } from 'vitest';
import { isMessageKey } from './is-message-key';
import { translate } from './translate';

describe('translate: {param} interpolation, fallback en then key, default locale de (docs/requirements.md A1 and B1)', () => {
  it('uses de when no locale is given', () => {
    expect(translate('guest.noneFound')).toBe('Keine Gäste gefunden');
  });

  it('returns the text of the requested locale', () => {
    expect(translate('guest.noneFound', 'en')).toBe('No guests found');
    expect(translate('rsvp.guestsMax', 'es')).toBe('Máximo 10 invitados');
  });

  it('fills every {param} placeholder', () => {
    expect(translate('guestSave.invalidData', 'en', { detail: 'phone' })).toBe('Invalid data: phone');
    expect(translate('brand.colorFormat', 'en', { key: 'primary' })).toBe(
      'primary color must be in OKLCH format',
    );
    expect(translate('tags.maxReached', 'de', { max: 10 })).toBe('Maximal 10 Tags erreicht');
  });

  it('leaves a placeholder visible when its param is missing', () => {
    expect(translate('guestSave.invalidData', 'en')).toBe('Invalid data: {detail}');
  });

  it('falls back to English for an unknown locale', () => {
    expect(translate('guest.noneFound', 'fr')).toBe('No guests found');
  });

  it('falls back to the key itself for an unknown key', () => {
    expect(translate('does.not.exist', 'de')).toBe('does.not.exist');
  });
});

describe('isMessageKey', () => {
  it('accepts catalogue keys and rejects anything else', () => {
    expect(isMessageKey('errors.pastDate')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey('Name is required')).toBe(false);
    expect(isMessageKey(42)).toBe(false);
  });
});
