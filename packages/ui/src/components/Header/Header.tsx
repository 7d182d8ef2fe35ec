import { type MouseEvent, type ReactNode, useId, useRef } from 'react';
import { useUiStrings } from '../../i18n/useUiStrings';
import { CloseIcon } from '../../icons/icons';
import { button } from '../Button/Button.css';
import { MenuIcon } from '../Sidebar/shell-icons';
import { type ShellLayout, useIsMobile } from '../Sidebar/useIsMobile';
import * as styles from './Header.css';
import { useFocusTrap } from './useFocusTrap';
import { type HeaderMenuOptions, useHeaderMenu } from './useHeaderMenu';

export interface HeaderLink {
  id: string;
  label: string;
  /** Section anchor ('#rsvp') or path. */
  href: string;
}

export interface HeaderProps extends HeaderMenuOptions {
  /** Site name or logo, linked to `brandHref` when given. */
  brand: ReactNode;
  brandHref?: string;
  /** Accessible name of the section navigation. */
  navLabel: string;
  links: readonly HeaderLink[];
  /** The link marked as the current section (aria-current). */
  currentHref?: string;
  /** Theme toggle, language selector, logout: stay in the bar on every width. */
  actions?: ReactNode;
  /** User menu: in the bar on desktop, inside the slide-in menu on mobile. */
  userMenu?: ReactNode;
  /** 'auto' switches to the menu button under 640 px. */
  layout?: ShellLayout;
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * Public site header (docs/requirements.md A2 and B2): section links, slots for theme toggle, language selector and
 * user menu; under 640 px a menu button opens a slide-in panel that traps focus, locks page scroll and closes on
 * Escape, the backdrop or a link click. Plain buttons and a small focus trap (no react-aria) keep it light for the
 * public site's first view.
 */
export function Header({
  brand,
  brandHref,
  navLabel,
  links,
  currentHref,
  actions,
  userMenu,
  layout = 'auto',
  onNavigate,
  ...menuOptions
}: HeaderProps) {
  const { t } = useUiStrings();
  const mobile = useIsMobile(layout);
  // 'auto' renders both bars and lets CSS show the one that fits, so server HTML (which cannot know the width)
  // already has the device's layout and nothing moves when the page hydrates.
  const responsive = layout === 'auto';
  const showDesktopBar = responsive || !mobile;
  const showMenuButton = responsive || mobile;
  const menu = useHeaderMenu(mobile, menuOptions);
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, menu.open);

  const linkList = (inPanel: boolean) => (
    <ul className={inPanel ? styles.panelLinks : styles.links}>
      {links.map((link) => (
        <li key={link.id}>
          <a
            href={link.href}
            className={styles.link}
            aria-current={link.href === currentHref ? 'location' : undefined}
            onClick={(event) => {
              onNavigate?.(link.href, event);
              menu.setOpen(false);
            }}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );

  return (
    <header
      className={styles.header}
      data-layout={mobile ? 'mobile' : 'desktop'}
      data-menu-open={menu.open || undefined}
    >
      {brandHref ? (
        <a href={brandHref} className={styles.brand}>
          {brand}
        </a>
      ) : (
        <span className={styles.brand}>{brand}</span>
      )}
      {showDesktopBar ? (
        <nav aria-label={navLabel} className={responsive ? `${styles.nav} ${styles.wideOnly}` : styles.nav}>
          {linkList(false)}
        </nav>
      ) : null}
      <div className={styles.actions}>
        {actions}
        {showDesktopBar && userMenu ? (
          <div className={responsive ? `${styles.userMenuSlot} ${styles.wideOnly}` : styles.userMenuSlot}>
            {userMenu}
          </div>
        ) : null}
        {showMenuButton ? (
          <button
            type="button"
            ref={menu.triggerRef}
            className={`${button({ variant: 'ghost', size: 'md', iconOnly: true })}${responsive ? ` ${styles.narrowOnly}` : ''}`}
            aria-label={t('header.openMenu')}
            aria-expanded={menu.open}
            aria-controls={menu.open ? panelId : undefined}
            onClick={() => menu.setOpen(!menu.open)}
          >
            <MenuIcon />
          </button>
        ) : null}
      </div>
      {menu.open ? (
        <>
          <div className={styles.backdrop} aria-hidden="true" onClick={() => menu.setOpen(false)} />
          <div
            ref={panelRef}
            id={panelId}
            role="dialog"
            aria-modal="true"
            aria-label={navLabel}
            className={styles.panel}
          >
            <div className={styles.panelHeader}>
              <button
                type="button"
                className={button({ variant: 'ghost', size: 'sm', iconOnly: true })}
                aria-label={t('header.closeMenu')}
                onClick={() => menu.setOpen(false)}
              >
                <CloseIcon />
              </button>
            </div>
            <nav aria-label={navLabel}>{linkList(true)}</nav>
            {userMenu ? <div className={styles.panelUser}>{userMenu}</div> : null}
          </div>
        </>
      ) : null}
    </header>
  );
}
