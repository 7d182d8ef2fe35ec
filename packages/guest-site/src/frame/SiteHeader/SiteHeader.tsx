import { type AuthUser, type Locale, type PublicWeddingView, translate } from '@wedding/core';
import {
  buttonStyle,
  Header,
  type ShellLayout,
  ThemeToggle,
  UiLocaleProvider,
  type UserMenuActionKey,
  type UserMenuProps,
} from '@wedding/ui';
import { type ComponentType, useMemo, useState } from 'react';
import { weddingCoupleNames } from '../couple-names';
import { frameText } from '../frame-text';
import { SiteLanguageSelector } from '../SiteLanguageSelector/SiteLanguageSelector';
import * as styles from './SiteHeader.css';
import { useCurrentSection } from './useCurrentSection';

export interface SiteSectionLink {
  /** The section element's id; the tab links to `#id`. */
  id: string;
  label: string;
}

/** A signed-in member of the wedding or staff previewing the site: the name and role their user menu shows. */
export interface SiteHeaderAccount extends Pick<AuthUser, 'username' | 'role'> {
  /**
   * @wedding/ui's UserMenu, handed in rather than imported here: the header is in every guest's first view, and only
   * a signed-in member's page needs the menu's code (apps/site loads it for them alone).
   */
  UserMenu: ComponentType<UserMenuProps>;
}

/** Where the public user menu leads: the dashboard's start and its account settings page (apps/dashboard routes). */
export const SITE_ACCOUNT_LINKS = {
  dashboard: '/dashboard',
  accountSettings: '/account/settings',
} as const satisfies Partial<Record<UserMenuActionKey, string>>;

export interface SiteHeaderProps {
  wedding: Pick<PublicWeddingView, 'brideName' | 'groomName' | 'info'>;
  locale: Locale;
  sections: readonly SiteSectionLink[];
  onLocaleChange: (locale: Locale) => void;
  /** Ends the guest's session (POST …/logout, then reload); a rejection shows 'Logout failed'. */
  onLogout: () => void | Promise<void>;
  /**
   * Set for a signed-in member or staff: their user menu (go to dashboard, account settings, log out) takes the
   * logout button's place, and its Log out calls `onLogout`. A guest has none.
   */
  account?: SiteHeaderAccount;
  /** 'auto' switches to the slide-in menu under 640 px; stories force a layout. */
  layout?: ShellLayout;
  defaultMenuOpen?: boolean;
}

type LogoutState = 'idle' | 'pending' | 'failed';

/**
 * The public site header: the couple's names linking to the top, one tab per section (the one being
 * read marked with aria-current), theme toggle, language selector and logout, or for a signed-in member the user
 * menu instead of logout. Under 640 px the tabs, the language selector and logout or the user menu move into
 * @wedding/ui Header's slide-in menu (Escape closes it, page scroll is locked, focus returns to the menu button);
 * the theme toggle stays in the bar.
 */
export function SiteHeader({
  wedding,
  locale,
  sections,
  onLocaleChange,
  onLogout,
  account,
  layout = 'auto',
  defaultMenuOpen,
}: SiteHeaderProps) {
  const [logout, setLogout] = useState<LogoutState>('idle');
  const ids = useMemo(() => sections.map((section) => section.id), [sections]);
  const current = useCurrentSection(ids);
  const links = useMemo(
    () => sections.map((section) => ({ id: section.id, label: section.label, href: `#${section.id}` })),
    [sections],
  );

  const logOut = async () => {
    if (logout === 'pending') return;
    setLogout('pending');
    try {
      await onLogout();
      // The app reloads the page on success; until then the button stays busy.
    } catch {
      setLogout('failed');
    }
  };

  return (
    <UiLocaleProvider locale={locale}>
      <div className={styles.root}>
        <Header
          brand={weddingCoupleNames(wedding) ?? frameText('header.brandFallback', locale)}
          brandHref="#top"
          navLabel={frameText('header.navLabel', locale)}
          links={links}
          currentHref={current ? `#${current}` : undefined}
          layout={layout}
          defaultMenuOpen={defaultMenuOpen}
          actions={<ThemeToggle size="sm" />}
          userMenu={
            <div className={styles.account}>
              <SiteLanguageSelector locale={locale} onLocaleChange={onLocaleChange} hideLabel />
              {account ? (
                <account.UserMenu
                  username={account.username}
                  userRole={account.role}
                  variant="public"
                  hrefs={SITE_ACCOUNT_LINKS}
                  onAction={(key) => {
                    if (key === 'logout') void logOut();
                  }}
                />
              ) : (
                // A plain button: react-aria's press handling would be the only reason to ship it in the first view.
                <button
                  type="button"
                  className={buttonStyle({ variant: 'outline', size: 'sm' })}
                  aria-busy={logout === 'pending' || undefined}
                  aria-disabled={logout === 'pending' || undefined}
                  data-busy={logout === 'pending' || undefined}
                  onClick={logout === 'pending' ? undefined : logOut}
                >
                  {frameText('header.logout', locale)}
                </button>
              )}
            </div>
          }
        />
        {logout === 'failed' ? (
          <p role="alert" className={styles.logoutError}>
            {translate('logout.failed', locale)}
          </p>
        ) : null}
      </div>
    </UiLocaleProvider>
  );
}
