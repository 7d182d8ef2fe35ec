import { isSidebarItemActive } from '@wedding/core';
import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { FocusScope } from 'react-aria';
import { Button } from 'react-aria-components';
import { useUiStrings } from '../../i18n/useUiStrings';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../icons/icons';
import { Badge } from '../Badge/Badge';
import { button } from '../Button/Button.css';
import * as styles from './Sidebar.css';
import { MenuIcon } from './shell-icons';
import { type ShellLayout, useIsMobile } from './useIsMobile';
import { useOffCanvas } from './useOffCanvas';
import { type SidebarStateOptions, useSidebarState } from './useSidebarState';
import { useSwipe } from './useSwipe';

export interface SidebarItem {
  id: string;
  label: string;
  href: string;
  icon?: ReactNode;
  /** Shown disabled with a 'coming soon' badge (docs/requirements.md A2: invite, schedule, customize, backgrounds). */
  comingSoon?: boolean;
  /** A count or short note beside the label (e.g. unread messages); part of the link's name. */
  badge?: string;
}

export interface SidebarGroup {
  id: string;
  label: string;
  items: readonly SidebarItem[];
}

export interface SidebarProps extends SidebarStateOptions {
  /** Accessible name of the navigation (and of the mobile drawer). */
  label: string;
  groups: readonly SidebarGroup[];
  /** Current path; the active item is chosen by @wedding/core's isSidebarItemActive. */
  currentPath: string;
  /** 'auto' switches to the drawer under 640 px. */
  layout?: ShellLayout;
  /** Website actions (view page, copy access code, edit code). */
  websiteActions?: ReactNode;
  /** User block (avatar initials, username, role, theme toggle, language selector, logout). */
  userBlock?: ReactNode;
  /** Called on item click, e.g. for a client router to prevent the default navigation. */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

function ItemContent({ item, collapsed }: { item: SidebarItem; collapsed: boolean }) {
  const { t } = useUiStrings();
  return (
    <>
      <span className={styles.icon} aria-hidden="true">
        {item.icon ?? Array.from(item.label)[0]}
      </span>
      <span className={collapsed ? styles.hiddenLabel : styles.label}>{item.label}</span>
      {item.comingSoon ? (
        <span className={collapsed ? styles.hiddenLabel : styles.badge}>
          <Badge tone="neutral">{t('sidebar.comingSoon')}</Badge>
        </span>
      ) : null}
      {item.badge ? (
        <span className={collapsed ? styles.hiddenLabel : styles.badge}>
          <Badge tone="accent">{item.badge}</Badge>
        </span>
      ) : null}
      {collapsed ? (
        <span className={styles.tooltip} aria-hidden="true">
          {item.label}
        </span>
      ) : null}
    </>
  );
}

/**
 * Dashboard sidebar (docs/requirements.md A2): grouped links that collapse to icons on desktop; under 640 px an
 * off-canvas drawer opened by its menu button or a swipe right, closed by a swipe left, Escape, the backdrop or a link.
 */
export function Sidebar({
  label,
  groups,
  currentPath,
  layout = 'auto',
  websiteActions,
  userBlock,
  onNavigate,
  ...stateOptions
}: SidebarProps) {
  const { t } = useUiStrings();
  const state = useSidebarState(stateOptions);
  const mobile = useIsMobile(layout);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const navId = useId();
  const drawerId = useId();
  const open = mobile && state.open;
  const collapsed = !mobile && state.collapsed;
  useSwipe(mobile, (direction) => state.setOpen(direction === 'open'));
  useOffCanvas(open, state.setOpen, triggerRef);
  // Any navigation (a nav item, or a link of the website actions or user block) closes the phone drawer.
  const shownPath = useRef(currentPath);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new path closes it, not a state change.
  useEffect(() => {
    if (shownPath.current === currentPath) return;
    shownPath.current = currentPath;
    state.setOpen(false);
  }, [currentPath]);

  const nav = (
    <nav id={navId} aria-label={label} className={styles.nav}>
      {groups.map((group) => (
        <div key={group.id} className={styles.group}>
          <p id={`${navId}-${group.id}`} className={collapsed ? styles.hiddenLabel : styles.groupLabel}>
            {group.label}
          </p>
          <ul aria-labelledby={`${navId}-${group.id}`} className={styles.list}>
            {group.items.map((item) => (
              <li key={item.id}>
                {item.comingSoon ? (
                  // biome-ignore lint/a11y/useSemanticElements: a disabled link has no href, and an <a> without href is no link.
                  <span
                    role="link"
                    aria-disabled="true"
                    tabIndex={0}
                    className={styles.item}
                    data-disabled=""
                  >
                    <ItemContent item={item} collapsed={collapsed} />
                  </span>
                ) : (
                  <a
                    href={item.href}
                    className={styles.item}
                    aria-current={isSidebarItemActive(item.href, currentPath) ? 'page' : undefined}
                    onClick={(event) => {
                      onNavigate?.(item.href, event);
                      if (mobile) state.setOpen(false);
                    }}
                  >
                    <ItemContent item={item} collapsed={collapsed} />
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
  const extras = (
    <>
      {websiteActions ? <div className={styles.slot}>{websiteActions}</div> : null}
      {userBlock ? <div className={styles.slot}>{userBlock}</div> : null}
    </>
  );

  if (mobile) {
    return (
      <div className={styles.mobileRoot} data-layout="mobile" data-open={open || undefined}>
        <Button
          ref={triggerRef}
          className={button({ variant: 'ghost', size: 'md', iconOnly: true })}
          aria-label={t('sidebar.open')}
          aria-expanded={open}
          aria-controls={open ? drawerId : undefined}
          onPress={() => state.setOpen(!open)}
        >
          <MenuIcon />
        </Button>
        {open ? (
          <>
            <div className={styles.backdrop} aria-hidden="true" onClick={() => state.setOpen(false)} />
            <FocusScope contain autoFocus>
              <div id={drawerId} role="dialog" aria-modal="true" aria-label={label} className={styles.drawer}>
                <div className={styles.drawerHeader}>
                  <Button
                    className={button({ variant: 'ghost', size: 'sm', iconOnly: true })}
                    aria-label={t('sidebar.close')}
                    onPress={() => state.setOpen(false)}
                  >
                    <CloseIcon />
                  </Button>
                </div>
                {nav}
                {extras}
              </div>
            </FocusScope>
          </>
        ) : null}
      </div>
    );
  }

  return (
    <aside className={styles.panel} data-layout="desktop" data-collapsed={collapsed || undefined}>
      <div className={styles.panelHeader}>
        <Button
          className={button({ variant: 'ghost', size: 'sm', iconOnly: true })}
          aria-label={t('sidebar.toggle')}
          aria-expanded={!collapsed}
          aria-controls={navId}
          onPress={state.toggleCollapsed}
        >
          {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
        </Button>
      </div>
      {nav}
      {extras}
    </aside>
  );
}
