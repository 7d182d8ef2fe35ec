import { buttonStyle } from '@wedding/ui';
import type { MouseEvent } from 'react';
import { useDashboardText } from '../i18n/dashboard-text';
import * as styles from './DashboardShellView.css';
import { SettingsIcon, UserIcon } from './nav-icons';

/** The user block's own pages (the user menu of docs/requirements.md A2: Profile, Settings). */
const ACCOUNT_PAGES = [
  { id: 'profile', href: '/dashboard/profile', icon: <UserIcon /> },
  { id: 'settings', href: '/account/settings', icon: <SettingsIcon /> },
] as const;

/** Links to the profile and the account settings, navigating through the shell's router like the sidebar. */
export function AccountLinks({
  onNavigate,
}: {
  onNavigate: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const text = useDashboardText('shell');
  return (
    <div className={styles.actionRow}>
      {ACCOUNT_PAGES.map((page) => (
        <a
          key={page.id}
          href={page.href}
          onClick={(event) => onNavigate(page.href, event)}
          className={`${buttonStyle({ variant: 'ghost', size: 'sm' })} ${styles.linkButton}`}
        >
          {page.icon}
          <span>{text(`user.${page.id}`)}</span>
        </a>
      ))}
    </div>
  );
}
