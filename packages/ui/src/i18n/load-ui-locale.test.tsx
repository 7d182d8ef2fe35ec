import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from './I18nProvider';
import { loadUiLocale } from './load-ui-locale';
import { uiMessages } from './messages';
import { registeredUiMessages } from './registry';
import { useUiStrings } from './useUiStrings';

// As a bundle built with the `wedding-lean` condition resolves it: nothing preloaded.
vi.mock('#preloaded-ui-messages', () => ({ preloadedUiMessages: {} }));

function stringsIn(locale: 'pl' | 'tr') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider locale={locale}>{children}</I18nProvider>
  );
  return renderHook(() => useUiStrings(), { wrapper }).result.current;
}

describe('one-locale strings (wedding-lean): loadUiLocale registers exactly the locale asked for', () => {
  it('shows the key, not a crash, before the locale is loaded', () => {
    expect(registeredUiMessages('pl')).toBeUndefined();
    expect(stringsIn('pl').t('copyButton.copy')).toBe('copyButton.copy');
  });

  it('answers in the loaded locale and leaves the others unloaded', async () => {
    await loadUiLocale('pl');
    expect(registeredUiMessages('pl')).toEqual(uiMessages.pl);
    expect(stringsIn('pl').t('copyButton.copy')).toBe(uiMessages.pl['copyButton.copy']);
    expect(registeredUiMessages('tr')).toBeUndefined();
    expect(stringsIn('tr').t('copyButton.copy')).toBe('copyButton.copy');
  });
});
