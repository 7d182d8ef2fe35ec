import { describe, expect, it, vi } from 'vitest';
import { unsubscribeCatalogue as polish } from './i18n/unsubscribe-pl';
import { loadUnsubscribeText, unsubscribeText } from './unsubscribe-text';

// As the site's browser bundle (built with the `wedding-lean` condition) resolves it: nothing preloaded.
vi.mock('#preloaded-site-text', () => ({ preloadedSiteText: {}, preloadedUnsubscribeText: {} }));

describe('the unsubscribe strings in a lean bundle: loaded by the page, one locale', () => {
  it('shows the key, not a crash, before the locale is loaded', () => {
    expect(unsubscribeText('confirm', 'pl')).toBe('confirm');
  });

  it('answers in the loaded locale and leaves the others unloaded', async () => {
    await loadUnsubscribeText('pl');
    expect(unsubscribeText('confirm', 'pl')).toBe(polish.confirm);
    expect(unsubscribeText('confirm', 'en')).toBe('confirm');
  });
});
