import { LOCALES, type Locale } from '@wedding/core';
import { visuallyHidden } from '@wedding/ui';
import { type ChangeEvent, useId } from 'react';
import { frameText } from '../frame-text';
import * as styles from './SiteLanguageSelector.css';

export interface SiteLanguageSelectorProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** Hide the 'Language' label visually (it stays the select's accessible name), e.g. inside a header bar. */
  hideLabel?: boolean;
}

/**
 * Each language in its own name. Written out rather than asked of Intl.DisplayNames: Node and the browser may
 * carry different CLDR data, and the server-rendered options must equal the hydrated ones.
 */
export const LANGUAGE_OWN_NAMES: Readonly<Record<Locale, string>> = {
  de: 'Deutsch',
  en: 'English',
  pl: 'Polski',
  tr: 'Türkçe',
  hi: 'हिन्दी',
  es: 'Español',
};

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * The six-language switch of the site (docs/requirements.md B2) as a native `<select>`: the phone's own picker,
 * keyboard support for free, and no listbox/popover script in the first view. A choice calls `onLocaleChange`.
 */
export function SiteLanguageSelector({
  locale,
  onLocaleChange,
  hideLabel = false,
}: SiteLanguageSelectorProps) {
  const selectId = useId();
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.currentTarget.value;
    if (isLocale(next) && next !== locale) onLocaleChange(next);
  };
  return (
    <div className={styles.root}>
      <label htmlFor={selectId} className={hideLabel ? visuallyHidden : styles.label}>
        {frameText('header.language', locale)}
      </label>
      <span className={styles.control}>
        <select id={selectId} className={styles.select} value={locale} onChange={onChange}>
          {LOCALES.map((option) => (
            <option key={option} value={option} lang={option}>
              {LANGUAGE_OWN_NAMES[option]}
            </option>
          ))}
        </select>
        <span className={styles.chevron} aria-hidden="true" />
      </span>
    </div>
  );
}
