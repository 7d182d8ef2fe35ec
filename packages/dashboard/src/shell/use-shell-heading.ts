import { type Breadcrumb, dashboardTitle, isSidebarItemActive } from '@wedding/core';
import { translatedBreadcrumbs } from './crumbs';
import { useDocumentTitle } from './ShellFrame';

export interface ShellHeadingInput {
  currentPath: string;
  /** The breadcrumbs' first segment: 'dashboard', 'account' or 'admin'. */
  root: string;
  /** The interface's text for a key; a path segment is named by `crumb.<segment>` where that key exists. */
  translate: (key: string) => string;
  /** The sidebar's pages. */
  pages: readonly { href: string; label: string }[];
  /** The page's own title, if it sets one. */
  title?: string;
  fallbackTitle: string;
  brand: string;
}

/**
 * A shell's breadcrumbs and heading: the page's own title (unless blank), else the sidebar page that is the current
 * path (the most specific; an overview only on itself), else the last crumb. The document title follows the heading.
 */
export function useShellHeading({
  currentPath,
  root,
  translate,
  pages,
  title,
  fallbackTitle,
  brand,
}: ShellHeadingInput): { crumbs: Breadcrumb[]; heading: string } {
  const crumbs = translatedBreadcrumbs(
    currentPath,
    (segment) => {
      const key = `crumb.${segment}`;
      const label = translate(key);
      return label === key ? undefined : label;
    },
    root,
  );
  const currentPage = pages.find((page) => isSidebarItemActive(page.href, currentPath));
  const heading = dashboardTitle(crumbs, title?.trim() ? title : currentPage?.label, fallbackTitle);
  useDocumentTitle(heading, brand);
  return { crumbs, heading };
}
