import { type AuthUser, type DemoSite, type Locale, sitePath } from '@wedding/core';
import {
  buttonStyle,
  CopyButton,
  Header,
  type HeaderProps,
  LanguageSelector,
  ThemeToggle,
  UserMenu,
  type UserMenuActionKey,
} from '@wedding/ui';
import type { MouseEvent, ReactNode } from 'react';
import { AppLink } from '../../app/navigation';
import { useDashboardText } from '../../i18n/dashboard-text';
import {
  CalendarIcon,
  ClipboardCheckIcon,
  KeyIcon,
  PaletteIcon,
  StarIcon,
  UsersIcon,
} from '../../shell/nav-icons';
import * as styles from './LandingView.css';

const FEATURES = [
  { id: 'languages', icon: <StarIcon /> },
  { id: 'rsvp', icon: <ClipboardCheckIcon /> },
  { id: 'guests', icon: <UsersIcon /> },
  { id: 'design', icon: <PaletteIcon /> },
  { id: 'team', icon: <KeyIcon /> },
  { id: 'speed', icon: <CalendarIcon /> },
] as const;

export interface LandingViewProps {
  /** The signed-in user, or null for a visitor. */
  user: AuthUser | null;
  /** The installation's demo wedding; null when there is none. */
  demo: DemoSite | null;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  onUserMenuAction: (action: UserMenuActionKey) => void;
  onNavigate?: HeaderProps['onNavigate'];
  layout?: HeaderProps['layout'];
}

/**
 * The home page (docs/requirements.md A2 '/'): what the product does and a way to try it. Landing and site header of
 * docs/requirements.md B2: home link, language selector, theme toggle, log in and register when signed out, user menu
 * (Dashboard, Logout) when signed in, and the slide-out menu on phones.
 */
export function LandingView({
  user,
  demo,
  locale,
  onLocaleChange,
  onUserMenuAction,
  onNavigate,
  layout,
}: LandingViewProps) {
  const text = useDashboardText('landing');
  const account: ReactNode = user ? (
    <UserMenu username={user.username} userRole={user.role} variant="public" onAction={onUserMenuAction} />
  ) : (
    <div className={styles.authLinks}>
      <AppLink href="/login" className={buttonStyle({ variant: 'ghost', size: 'md' })}>
        {text('header.login')}
      </AppLink>
      <AppLink href="/register" className={buttonStyle({ variant: 'primary', size: 'md' })}>
        {text('header.register')}
      </AppLink>
    </div>
  );
  return (
    <div className={styles.page}>
      <Header
        brand={text('brand')}
        brandHref="/"
        navLabel={text('header.navLabel')}
        links={[
          { id: 'features', label: text('header.features'), href: '#features' },
          ...(demo ? [{ id: 'demo', label: text('header.demo'), href: '#demo' }] : []),
        ]}
        actions={<ThemeToggle />}
        userMenu={
          <div className={styles.headerAccount}>
            <LanguageSelector value={locale} onChange={onLocaleChange} />
            {account}
          </div>
        }
        layout={layout}
        onNavigate={onNavigate}
      />
      <main id="main" className={styles.main}>
        <section className={styles.hero} aria-labelledby="landing-title">
          <p className={styles.eyebrow}>{text('hero.eyebrow')}</p>
          <h1 id="landing-title" className={styles.title}>
            {text('hero.title')}
          </h1>
          <p className={styles.lead}>{text('hero.lead')}</p>
          <div className={styles.ctaRow}>
            <AppLink
              href={user ? '/dashboard' : '/register'}
              className={buttonStyle({ variant: 'primary', size: 'lg' })}
            >
              {user ? text('hero.toDashboard') : text('hero.start')}
            </AppLink>
            {demo ? (
              <a href="#demo" className={buttonStyle({ variant: 'outline', size: 'lg' })}>
                {text('hero.seeDemo')}
              </a>
            ) : null}
          </div>
        </section>

        <section id="features" className={styles.section} aria-labelledby="features-title">
          <h2 id="features-title" className={styles.sectionTitle}>
            {text('features.title')}
          </h2>
          <ul className={styles.featureGrid}>
            {FEATURES.map((feature) => (
              <li key={feature.id} className={styles.feature}>
                <span className={styles.featureIcon} aria-hidden="true">
                  {feature.icon}
                </span>
                <h3 className={styles.featureTitle}>{text(`features.${feature.id}.title`)}</h3>
                <p className={styles.featureText}>{text(`features.${feature.id}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        {demo ? (
          <section id="demo" className={styles.section} aria-labelledby="demo-title">
            <div className={styles.demoCard}>
              <h2 id="demo-title" className={styles.sectionTitle}>
                {text('demo.title')}
              </h2>
              <p className={styles.featureText}>
                {text('demo.text', { couple: `${demo.brideName} & ${demo.groomName}` })}
              </p>
              <p className={styles.demoCode}>
                <span>{text('demo.codeLabel')}</span>
                <code className={styles.code}>{demo.accessCode}</code>
                <CopyButton value={demo.accessCode} label={text('demo.copyCode')} />
              </p>
              <a
                href={sitePath(locale, demo.slug)}
                className={buttonStyle({ variant: 'primary', size: 'md' })}
                target="_blank"
                rel="noopener"
              >
                {text('demo.open')}
              </a>
            </div>
          </section>
        ) : null}
      </main>
      <footer className={styles.footer}>
        <p>{text('footer.text')}</p>
      </footer>
    </div>
  );
}

/** Keeps in-page section links native (smooth scroll), sends app paths through the router. */
export function landingNavigate(navigate: (href: string) => void) {
  return (href: string, event: MouseEvent<HTMLAnchorElement>) => {
    if (href.startsWith('#')) return;
    event.preventDefault();
    navigate(href);
  };
}
