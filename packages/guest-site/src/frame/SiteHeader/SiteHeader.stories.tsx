import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '@wedding/core';
import { UserMenu, uiMessages } from '@wedding/ui';
import { expect, fn, waitFor, within } from 'storybook/test';
import { demoWedding } from '../../sections/fixtures/demo-wedding';
import { frameText } from '../frame-text';
import { atPhoneWidth, phoneFrameOverflow, withSiteProviders } from '../story-support';
import { SITE_ACCOUNT_LINKS, SiteHeader, type SiteSectionLink } from './SiteHeader';

const sections: SiteSectionLink[] = [
  { id: 'info', label: frameText('nav.info', 'de') },
  { id: 'schedule', label: frameText('nav.schedule', 'de') },
  { id: 'locations', label: frameText('nav.locations', 'de') },
  { id: 'rsvp', label: frameText('nav.rsvp', 'de') },
];

/** Tall stand-in sections, so scrolling moves the reading line from one to the next. */
function PageBelow() {
  return (
    <main>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-label={section.label} style={{ minHeight: '120vh' }}>
          <h2>{section.label}</h2>
        </section>
      ))}
    </main>
  );
}

const navLabel = frameText('header.navLabel', 'de');

/** A member of the wedding previewing it with their session (the app hands in @wedding/ui's UserMenu). */
const member = { username: 'lena.jonas', role: 'user', UserMenu } as const;
const userMenuText = uiMessages.de;

const meta = {
  title: 'Guest site/Site header',
  tags: ['autodocs'],
  component: SiteHeader,
  decorators: [withSiteProviders],
  args: {
    wedding: demoWedding,
    locale: 'de',
    sections,
    layout: 'desktop',
    onLocaleChange: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MarksTheSectionBeingRead: Story = {
  render: (args) => (
    <>
      <SiteHeader {...args} />
      <PageBelow />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: navLabel });
    await expect(within(nav).getAllByRole('link')).toHaveLength(sections.length);
    await expect(within(nav).getByRole('link', { name: frameText('nav.rsvp', 'de') })).toHaveAttribute(
      'href',
      '#rsvp',
    );
    await expect(canvas.getByRole('link', { name: 'Lena & Jonas' })).toHaveAttribute('href', '#top');
    try {
      canvasElement.querySelector('#schedule')?.scrollIntoView({ block: 'start' });
      await waitFor(() =>
        expect(within(nav).getByRole('link', { name: frameText('nav.schedule', 'de') })).toHaveAttribute(
          'aria-current',
          'location',
        ),
      );
      await expect(within(nav).getByRole('link', { name: frameText('nav.info', 'de') })).not.toHaveAttribute(
        'aria-current',
      );
    } finally {
      window.scrollTo(0, 0);
    }
  },
};

export const SwitchesLanguage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: frameText('header.language', 'de') });
    await expect(within(select).getAllByRole('option')).toHaveLength(6);
    await userEvent.selectOptions(select, 'Türkçe');
    await expect(args.onLocaleChange).toHaveBeenCalledWith('tr');
  },
};

export const LogsOut: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: frameText('header.logout', 'de') }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const LogoutFailureIsShown: Story = {
  args: { onLogout: fn(async () => Promise.reject(new Error('503'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: frameText('header.logout', 'de') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(translate('logout.failed', 'de'));
  },
};

export const MobileMenuClosesOnEscape: Story = {
  args: { layout: 'mobile' },
  decorators: [atPhoneWidth],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(phoneFrameOverflow(canvasElement)).toEqual([]);
    await expect(canvas.queryByRole('navigation', { name: navLabel })).not.toBeInTheDocument();
    const trigger = canvas.getByRole('button', { name: uiMessages.de['header.openMenu'] });
    await userEvent.click(trigger);
    const panel = canvas.getByRole('dialog', { name: navLabel });
    await expect(document.body.style.overflow).toBe('hidden');
    await expect(within(panel).getAllByRole('link')).toHaveLength(sections.length);
    await expect(within(panel).getByRole('button', { name: frameText('header.logout', 'de') })).toBeVisible();
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(document.body.style.overflow).toBe('');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const MobileMenuOpenInHindi: Story = {
  args: {
    layout: 'mobile',
    locale: 'hi',
    defaultMenuOpen: true,
    sections: sections.map((section) => ({
      ...section,
      label: frameText(`nav.${section.id}` as 'nav.info', 'hi'),
    })),
  },
  decorators: [atPhoneWidth],
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('dialog', { name: frameText('header.navLabel', 'hi') });
    await expect(within(panel).getByRole('link', { name: frameText('nav.rsvp', 'hi') })).toBeVisible();
  },
};

/**
 * A signed-in member: their user menu (initials, name, role) takes the logout button's place; it leads to the
 * dashboard and the account settings (links) or logs out, all by keyboard.
 */
export const SignedInMemberUserMenu: Story = {
  args: { account: member },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: frameText('header.logout', 'de') })).toBeNull();
    const trigger = canvas.getByRole('button', { name: `lena.jonas ${userMenuText['userMenu.role.user']}` });
    await expect(canvas.getByText('LE')).toBeInTheDocument();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await canvas.findByRole('menu', { name: userMenuText['userMenu.label'] });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      userMenuText['userMenu.dashboard'],
      userMenuText['userMenu.accountSettings'],
      userMenuText['userMenu.logout'],
    ]);
    await expect(items[0]).toHaveAttribute('href', SITE_ACCOUNT_LINKS.dashboard);
    await expect(items[1]).toHaveAttribute('href', SITE_ACCOUNT_LINKS.accountSettings);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

export const StaffPreviewShowsTheirRole: Story = {
  args: { account: { username: 'martin', role: 'admin', UserMenu }, locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: `martin ${uiMessages.en['userMenu.role.admin']}` }),
    ).toBeVisible();
    await expect(canvas.getByTestId('admin-shield')).toBeInTheDocument();
  },
};

export const MemberLogoutFailureIsShown: Story = {
  args: { account: member, onLogout: fn(async () => Promise.reject(new Error('503'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /lena\.jonas/ }));
    const menu = await canvas.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: userMenuText['userMenu.logout'] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(translate('logout.failed', 'de'));
  },
};

/**
 * 360 px: the user menu sits in the slide-in menu; it opens in place there, and its Escape closes only the user
 * menu (focus back on its button), the next one the slide-in menu.
 */
export const SignedInMemberOnPhone: Story = {
  args: { account: member, layout: 'mobile' },
  decorators: [atPhoneWidth],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(phoneFrameOverflow(canvasElement)).toEqual([]);
    await expect(canvas.queryByRole('button', { name: /lena\.jonas/ })).toBeNull();
    const menuButton = canvas.getByRole('button', { name: uiMessages.de['header.openMenu'] });
    await userEvent.click(menuButton);
    const panel = canvas.getByRole('dialog', { name: navLabel });
    const trigger = within(panel).getByRole('button', { name: /lena\.jonas/ });
    await expect(within(panel).queryByRole('button', { name: frameText('header.logout', 'de') })).toBeNull();
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await within(panel).findByRole('menu');
    const [dashboard, , logout] = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(dashboard).toHaveFocus());
    await expect(dashboard).toBeVisible();
    await expect(logout).toBeVisible();
    // The slide-in menu's focus trap leaves the open user menu alone.
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      within(menu).getByRole('menuitem', { name: userMenuText['userMenu.accountSettings'] }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(within(panel).queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
    await expect(canvas.getByRole('dialog', { name: navLabel })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};

/** The phone's slide-in menu with the member's user menu open (light and dark, axe). */
export const SignedInMemberOnPhoneMenuOpen: Story = {
  args: { account: member, layout: 'mobile', defaultMenuOpen: true },
  decorators: [atPhoneWidth],
  play: async ({ canvas, userEvent }) => {
    const panel = canvas.getByRole('dialog', { name: navLabel });
    await userEvent.click(within(panel).getByRole('button', { name: /lena\.jonas/ }));
    const menu = await within(panel).findByRole('menu');
    const panelBox = panel.getBoundingClientRect();
    const menuBox = menu.getBoundingClientRect();
    await expect(menuBox.left).toBeGreaterThanOrEqual(panelBox.left);
    await expect(menuBox.right).toBeLessThanOrEqual(panelBox.right);
  },
};
