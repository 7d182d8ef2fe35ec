import type { Meta, StoryObj } from '@storybook/react-vite';
import { uiMessages } from '@wedding/ui';
import { expect, fn, within } from 'storybook/test';
import { coupleUser, demoSite } from '../../fixtures/dashboard-fixtures';
import { dashboardText } from '../../i18n/dashboard-text';
import { storyLocale, withDashboardProviders } from '../../story-support';
import { LandingView } from './LandingView';

const text = dashboardText('landing', 'de');

const meta = {
  title: 'Dashboard/Landing page',
  tags: ['autodocs'],
  component: LandingView,
  decorators: [withDashboardProviders],
  parameters: { layout: 'fullscreen', currentPath: '/' },
  args: {
    user: null,
    demo: demoSite,
    locale: 'de',
    onLocaleChange: fn(),
    onUserMenuAction: fn(),
    layout: 'desktop',
  },
  render: (args, { globals }) => <LandingView {...args} locale={storyLocale(globals)} />,
} satisfies Meta<typeof LandingView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: log in and register in the header, the product, and the demo site with its code. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: text('hero.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('header.login') })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: text('header.register') })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByText(demoSite.accessCode)).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('demo.open') })).toHaveAttribute(
      'href',
      '/de/w/anna-und-ben',
    );
  },
};

/** Signed in: the user menu replaces log in and register, and leads to the dashboard or out. */
export const SignedIn: Story = {
  args: { user: coupleUser },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('link', { name: text('header.register') })).toBeNull();
    await expect(canvas.getByRole('link', { name: text('hero.toDashboard') })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await userEvent.click(canvas.getByRole('button', { name: /anna\.berg/ }));
    const menu = within(document.body).getByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: uiMessages.de['userMenu.dashboard'] }));
    await expect(args.onUserMenuAction).toHaveBeenCalledWith('dashboard');
  },
};

/** An installation without a demo wedding shows no demo section and no link to it. */
export const WithoutDemo: Story = {
  args: { demo: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: text('header.demo') })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: text('demo.title') })).toBeNull();
  },
};

/** 360 px: the menu button opens the slide-out menu with the language selector and the account links. */
export const Phone: Story = {
  args: { layout: 'mobile' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: uiMessages.de['header.openMenu'] }));
    const panel = within(document.body).getByRole('dialog');
    await expect(within(panel).getByRole('link', { name: text('header.login') })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
