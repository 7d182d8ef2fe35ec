import { type AuthUser, type Locale, sitePath, type WeddingSummary } from '@wedding/core';
import {
  Button,
  buttonStyle,
  CopyButton,
  IconButton,
  type ShellLayout,
  useCopyToClipboard,
} from '@wedding/ui';
import type { MouseEvent, ReactNode } from 'react';
import { useDashboardText } from '../i18n/dashboard-text';
import { AccountLinks } from './AccountLinks';
import * as styles from './DashboardShellView.css';
import {
  ActivityIcon,
  CalendarIcon,
  ClipboardCheckIcon,
  ExternalLinkIcon,
  GiftIcon,
  HeartIcon,
  HomeIcon,
  ImageIcon,
  InboxIcon,
  KeyIcon,
  LayersIcon,
  MailIcon,
  MapPinIcon,
  PaletteIcon,
  PencilIcon,
  SendIcon,
  SlidersIcon,
  TableIcon,
  TextIcon,
  UsersIcon,
} from './nav-icons';
import { ShellFrame } from './ShellFrame';
import { type DashboardPageId, mayEditPage, sidebarGroups } from './sidebar-groups';
import { UserBlock } from './UserBlock';
import { useShellHeading } from './use-shell-heading';

const PAGE_ICONS: Record<DashboardPageId, ReactNode> = {
  overview: <HomeIcon />,
  couple: <HeartIcon />,
  invite: <MailIcon />,
  outreach: <SendIcon />,
  mail: <InboxIcon />,
  guests: <UsersIcon />,
  rsvp: <ClipboardCheckIcon />,
  seating: <TableIcon />,
  gifts: <GiftIcon />,
  activity: <ActivityIcon />,
  access: <KeyIcon />,
  content: <TextIcon />,
  gallery: <ImageIcon />,
  schedule: <CalendarIcon />,
  locations: <MapPinIcon />,
  theme: <PaletteIcon />,
  customize: <SlidersIcon />,
  backgrounds: <LayersIcon />,
};

export interface DashboardShellViewProps {
  user: AuthUser;
  /** The wedding the dashboard works on; null while the user has none (account pages). */
  wedding: WeddingSummary | null;
  currentPath: string;
  /** Page title; defaults to the last breadcrumb (docs/requirements.md A2). */
  title?: string;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  onLogout: () => void;
  logoutPending?: boolean;
  onNavigate: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  onEditAccessCode: () => void;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  layout?: ShellLayout;
  children: ReactNode;
}

/**
 * The couple's dashboard frame (docs/requirements.md A2): sidebar with three groups, website actions and user block;
 * header with breadcrumbs from the path and the page title; the page in a main landmark after a skip link.
 */
export function DashboardShellView({
  user,
  wedding,
  currentPath,
  title,
  locale,
  onLocaleChange,
  onLogout,
  logoutPending,
  onNavigate,
  onEditAccessCode,
  collapsed,
  onCollapsedChange,
  layout = 'auto',
  children,
}: DashboardShellViewProps) {
  const text = useDashboardText('shell');
  const accessText = useDashboardText('access');
  const access = wedding?.access ?? null;
  // The member's role keeps this page read-only: said once above it (the API refuses every change anyway).
  const readOnly = wedding !== null && !mayEditPage(currentPath, access);
  const groups = sidebarGroups(text).map((group) => ({
    ...group,
    items: group.items.map((item) => ({ ...item, icon: PAGE_ICONS[item.id] })),
  }));
  const { crumbs, heading } = useShellHeading({
    currentPath,
    // Account pages (/account/settings) have their own root; the others hang below /dashboard
    // (docs/requirements.md A2).
    root: currentPath.startsWith('/account') ? 'account' : 'dashboard',
    translate: (key) => text(key as Parameters<typeof text>[0]),
    pages: groups.flatMap((group) => group.items),
    title,
    fallbackTitle: text('title.default'),
    brand: text('brand'),
  });

  return (
    <ShellFrame
      navLabel={text('nav.label')}
      skipLabel={text('skipToContent')}
      groups={groups}
      currentPath={currentPath}
      crumbs={crumbs}
      heading={heading}
      layout={layout}
      collapsed={collapsed}
      onCollapsedChange={onCollapsedChange}
      onNavigate={onNavigate}
      websiteActions={
        wedding ? (
          <WebsiteActions
            wedding={wedding}
            locale={locale}
            compact={collapsed}
            onEditAccessCode={
              mayEditPage('/dashboard/wedding/content', access) ? onEditAccessCode : undefined
            }
          />
        ) : null
      }
      userBlock={
        <UserBlock
          user={user}
          locale={locale}
          compact={collapsed}
          onLocaleChange={onLocaleChange}
          onLogout={onLogout}
          logoutPending={logoutPending}
          links={<AccountLinks onNavigate={onNavigate} />}
        />
      }
    >
      {readOnly && access ? (
        <p className={styles.readOnlyNotice} data-role={access.role}>
          {text('limit.readOnly', { role: accessText(`role.${access.role}`) })}
        </p>
      ) : null}
      {children}
    </ShellFrame>
  );
}

function WebsiteActions({
  wedding,
  locale,
  compact,
  onEditAccessCode,
}: {
  wedding: WeddingSummary;
  locale: Locale;
  compact: boolean;
  /** Left out for a member whose role may not change the code (no edit button then). */
  onEditAccessCode?: () => void;
}) {
  const text = useDashboardText('shell');
  const { copy, status } = useCopyToClipboard();
  const href = sitePath(locale, wedding.slug);
  const viewLabel = text('website.view');
  return (
    <section className={styles.block} aria-label={text('website.label')}>
      {compact ? null : <p className={styles.blockLabel}>{text('website.label')}</p>}
      <div className={styles.actionRow}>
        <a
          href={href}
          target="_blank"
          rel="noopener"
          className={`${buttonStyle({ variant: 'ghost', size: 'sm', iconOnly: compact })} ${styles.linkButton}`}
          aria-label={compact ? viewLabel : undefined}
        >
          <ExternalLinkIcon />
          {compact ? null : <span>{viewLabel}</span>}
        </a>
        {compact ? (
          <IconButton
            icon={<KeyIcon />}
            size="sm"
            aria-label={status === 'copied' ? text('website.copied') : text('website.copyCode')}
            onPress={() => copy(wedding.accessCode)}
          />
        ) : (
          <CopyButton value={wedding.accessCode} label={text('website.copyCode')} variant="ghost" />
        )}
        {!onEditAccessCode ? null : compact ? (
          <IconButton
            icon={<PencilIcon />}
            size="sm"
            aria-label={text('website.editCode')}
            onPress={onEditAccessCode}
          />
        ) : (
          <Button variant="ghost" size="sm" icon={<PencilIcon />} onPress={onEditAccessCode}>
            {text('website.editCode')}
          </Button>
        )}
      </div>
    </section>
  );
}
