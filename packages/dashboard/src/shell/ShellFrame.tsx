import type { Breadcrumb } from '@wedding/core';
import { Breadcrumbs, type ShellLayout, Sidebar, type SidebarGroup } from '@wedding/ui';
import { type MouseEvent, type ReactNode, useEffect, useId } from 'react';
import * as styles from './DashboardShellView.css';

export interface ShellFrameProps {
  navLabel: string;
  skipLabel: string;
  groups: readonly SidebarGroup[];
  currentPath: string;
  crumbs: readonly Breadcrumb[];
  heading: string;
  layout?: ShellLayout;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  onNavigate: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  websiteActions?: ReactNode;
  userBlock: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the signed-in apps (the couple's dashboard, the admin area): a sidebar that collapses to icons and
 * becomes a drawer on phones, a header with breadcrumbs and the page title, the page in a main landmark after a
 * skip link.
 */
export function ShellFrame({
  navLabel,
  skipLabel,
  groups,
  currentPath,
  crumbs,
  heading,
  layout = 'auto',
  collapsed,
  onCollapsedChange,
  onNavigate,
  websiteActions,
  userBlock,
  children,
}: ShellFrameProps) {
  const mainId = useId();
  return (
    <div className={styles.root}>
      <a className={styles.skipLink} href={`#${mainId}`}>
        {skipLabel}
      </a>
      <div className={styles.side}>
        <Sidebar
          label={navLabel}
          groups={groups}
          currentPath={currentPath}
          layout={layout}
          collapsed={collapsed}
          onCollapsedChange={onCollapsedChange}
          onNavigate={onNavigate}
          websiteActions={websiteActions}
          userBlock={userBlock}
        />
      </div>
      <header className={styles.header}>
        <Breadcrumbs items={crumbs} />
        <h1 className={styles.title}>{heading}</h1>
      </header>
      <main id={mainId} className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

/** The browser tab names the page and the product. */
export function useDocumentTitle(heading: string, brand: string): void {
  useEffect(() => {
    document.title = `${heading} · ${brand}`;
  }, [heading, brand]);
}
