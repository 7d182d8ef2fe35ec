import type { Meta, StoryObj } from '@storybook/react-vite';
import { initials } from '@wedding/core';
import { expect, fn, waitFor, within } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { Button } from '../Button/Button';
import { Menu } from '../Menu/Menu';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import { Header, type HeaderLink } from './Header';

const sections: readonly HeaderLink[] = [
  { id: 'info', label: 'Infos', href: '#info' },
  { id: 'schedule', label: 'Ablauf', href: '#schedule' },
  { id: 'location', label: 'Orte', href: '#location' },
  { id: 'gallery', label: 'Galerie', href: '#gallery' },
  { id: 'rsvp', label: 'Zusage', href: '#rsvp' },
];

function UserMenu() {
  return (
    <Menu
      aria-label="Benutzermenü"
      trigger={<Button variant="ghost">{initials('anna')}</Button>}
      items={[
        { id: 'dashboard', label: 'Zum Dashboard' },
        { id: 'settings', label: 'Kontoeinstellungen' },
        { id: 'logout', label: 'Abmelden', tone: 'danger' },
      ]}
      onAction={fn()}
    />
  );
}

const meta = {
  title: 'Navigation/Header',
  tags: ['autodocs'],
  component: Header,
  decorators: [withUiProviders],
  args: {
    brand: 'Anna & Ben',
    brandHref: '#top',
    navLabel: 'Abschnitte',
    links: sections,
    currentHref: '#schedule',
    layout: 'desktop',
    actions: <ThemeToggle size="sm" />,
    userMenu: <UserMenu />,
    onMenuOpenChange: fn(),
    // Stories stay on their page: a site would scroll to the section here.
    onNavigate: fn((_href: string, event: { preventDefault: () => void }) => event.preventDefault()),
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Abschnitte' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(sections.length);
    await expect(within(nav).getByRole('link', { name: 'Ablauf' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(canvas.queryByRole('button', { name: deText('header.openMenu') })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('link', { name: 'Zusage' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('#rsvp', expect.anything());
    await expect(canvas.getByRole('button', { name: deText('themeToggle.dark') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'AN' })).toBeVisible();
  },
};

/** 'auto' at the story's 1280 px: the bar shows; the menu button is in the page (server HTML fits any width) but hidden. */
export const AutoAtDesktopWidth: Story = {
  args: { layout: 'auto' },
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Abschnitte' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'AN' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: deText('header.openMenu') })).not.toBeInTheDocument();
    const menuButton = canvasElement.querySelector(`button[aria-label="${deText('header.openMenu')}"]`);
    await expect(menuButton).not.toBeNull();
    await expect(menuButton).not.toBeVisible();
  },
};

export const MobileMenuOpen: Story = {
  args: { layout: 'mobile', defaultMenuOpen: true },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('dialog', { name: 'Abschnitte' });
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await expect(within(panel).getByRole('button', { name: 'AN' })).toBeVisible();
    await expect(document.body.style.overflow).toBe('hidden');
  },
};

export const MobileMenuLocksScrollAndEscapeCloses: Story = {
  args: { layout: 'mobile' },
  play: async ({ canvas, userEvent, args }) => {
    document.body.style.overflow = 'clip';
    try {
      const trigger = canvas.getByRole('button', { name: deText('header.openMenu') });
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(trigger);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(document.body.style.overflow).toBe('hidden');
      const panel = canvas.getByRole('dialog', { name: 'Abschnitte' });
      await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
      await userEvent.keyboard('{Escape}');
      await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
      await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(false);
      await expect(document.body.style.overflow).toBe('clip');
      await waitFor(() => expect(trigger).toHaveFocus());
    } finally {
      document.body.style.overflow = '';
    }
  },
};

export const MobileMenuTrapsFocus: Story = {
  args: { layout: 'mobile', defaultMenuOpen: true },
  play: async ({ canvas, userEvent }) => {
    const panel = canvas.getByRole('dialog', { name: 'Abschnitte' });
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    // Closing button, five section links, user menu button: Tab wraps around inside the panel.
    for (let step = 0; step < sections.length + 3; step += 1) {
      await userEvent.tab();
      await expect(panel).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(panel).toContainElement(document.activeElement as HTMLElement);
  },
};

export const MobileMenuClosesOnLinkClick: Story = {
  args: { layout: 'mobile', defaultMenuOpen: true },
  play: async ({ canvas, userEvent, args }) => {
    const panel = canvas.getByRole('dialog', { name: 'Abschnitte' });
    await userEvent.click(within(panel).getByRole('link', { name: 'Galerie' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('#gallery', expect.anything());
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(document.body.style.overflow).toBe('');
  },
};

export const DesktopDark: Story = { ...dark };
export const MobileMenuOpenDark: Story = { ...dark, args: { layout: 'mobile', defaultMenuOpen: true } };
