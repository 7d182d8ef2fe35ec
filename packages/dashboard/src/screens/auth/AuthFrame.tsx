import type { Locale } from '@wedding/core';
import { LanguageSelector, ThemeToggle } from '@wedding/ui';
import type { ReactNode } from 'react';
import { AppLink } from '../../app/navigation';
import { useDashboardText } from '../../i18n/dashboard-text';
import * as styles from './AuthFrame.css';

/** Login, registration and onboarding: the product's name leading home, the language and colour choices, a card. */
export function AuthFrame({
  locale,
  onLocaleChange,
  title,
  children,
  wide = false,
}: {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const text = useDashboardText('auth');
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <AppLink href="/" className={styles.brand}>
          {text('brand')}
        </AppLink>
        <div className={styles.barActions}>
          <LanguageSelector value={locale} onChange={onLocaleChange} />
          <ThemeToggle />
        </div>
      </header>
      <main className={styles.main}>
        <div className={wide ? styles.wideCard : styles.card}>
          <h1 className={styles.title}>{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
