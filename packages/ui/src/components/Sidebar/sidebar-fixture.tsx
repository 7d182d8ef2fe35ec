import type { ReactNode } from 'react';
import type { SidebarGroup } from './Sidebar';

function Glyph({ d }: { d: string }): ReactNode {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

const square = 'M4 4h16v16H4z';
const circle = 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18';
const lines = 'M4 7h16M4 12h16M4 17h10';

/**
 * Sidebar groups (German labels; docs/requirements.md A2) for stories and screenshots; 'coming soon' items as the spec
 * lists.
 */
export const dashboardSidebarGroups: readonly SidebarGroup[] = [
  {
    id: 'navigation',
    label: 'Navigation',
    items: [
      { id: 'overview', label: 'Übersicht', href: '/dashboard/wedding', icon: <Glyph d={square} /> },
      { id: 'couple', label: 'Brautpaar', href: '/dashboard/wedding/couple', icon: <Glyph d={circle} /> },
      {
        id: 'invite',
        label: 'Einladung',
        href: '/dashboard/wedding/invite',
        icon: <Glyph d={lines} />,
        comingSoon: true,
      },
      { id: 'guests', label: 'Gäste', href: '/dashboard/wedding/guests', icon: <Glyph d={circle} /> },
      { id: 'access', label: 'Zugang', href: '/dashboard/wedding/access', icon: <Glyph d={square} /> },
    ],
  },
  {
    id: 'content',
    label: 'Inhalt',
    items: [
      { id: 'gallery', label: 'Galerie', href: '/dashboard/wedding/gallery', icon: <Glyph d={square} /> },
      {
        id: 'schedule',
        label: 'Ablauf',
        href: '/dashboard/wedding/schedule',
        icon: <Glyph d={lines} />,
        comingSoon: true,
      },
      { id: 'locations', label: 'Orte', href: '/dashboard/wedding/locations', icon: <Glyph d={circle} /> },
    ],
  },
  {
    id: 'design',
    label: 'Design',
    items: [
      { id: 'theme', label: 'Theme', href: '/dashboard/wedding/theme', icon: <Glyph d={circle} /> },
      {
        id: 'customize',
        label: 'Anpassen',
        href: '/dashboard/wedding/customize',
        icon: <Glyph d={lines} />,
        comingSoon: true,
      },
      {
        id: 'backgrounds',
        label: 'Hintergründe',
        href: '/dashboard/wedding/backgrounds',
        icon: <Glyph d={square} />,
        comingSoon: true,
      },
    ],
  },
];
