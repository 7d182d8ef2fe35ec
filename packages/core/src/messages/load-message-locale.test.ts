import { describe, expect, it, vi } from 'vitest';
import { MESSAGE_CATALOGS } from './catalogs/index';
import { registeredMessageCatalog } from './catalogs/registry';
import { isMessageKey } from './is-message-key';
import { loadMessageLocale } from './load-message-locale';
import { translate } from './translate';

// As a bundle built with the `wedding-lean` condition resolves it: nothing preloaded.
vi.mock('#preloaded-message-catalogs', () => ({ preloadedMessageCatalogs: {} }));

describe('one-locale messages (wedding-lean): loadMessageLocale registers exactly the locale asked for', () => {
  it('answers with the key, not a crash, before any locale is loaded', () => {
    expect(registeredMessageCatalog('pl')).toBeUndefined();
    expect(translate('guest.noneFound', 'pl')).toBe('guest.noneFound');
  });

  it('translates in the loaded locale and leaves the others unloaded', async () => {
    await loadMessageLocale('pl');
    expect(registeredMessageCatalog('pl')).toBe(MESSAGE_CATALOGS.pl);
    expect(translate('guest.noneFound', 'pl')).toBe(MESSAGE_CATALOGS.pl['guest.noneFound']);
    expect(translate('tags.maxReached', 'pl', { max: 10 })).toContain('10');
    expect(registeredMessageCatalog('de')).toBeUndefined();
    expect(registeredMessageCatalog('en')).toBeUndefined();
    expect(translate('guest.noneFound', 'de')).toBe('guest.noneFound');
  });

  it('knows the message keys from the loaded locale, without the English catalogue', async () => {
    await loadMessageLocale('pl');
    expect(registeredMessageCatalog('en')).toBeUndefined();
    expect(isMessageKey('errors.pastDate')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey('Name is required')).toBe(false);
  });
});
