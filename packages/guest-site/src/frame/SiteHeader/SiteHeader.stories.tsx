import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '@wedding/core';
import { uiMessages } from '@wedding/ui';
import { expect, fn, waitFor, within } from 'storybook/test';
import { demoWedding } from '../../sections/fixtures/demo-wedding';
import { frameText } from '../frame-text';
import { atPhoneWidth, phoneFrameOverflow, withSiteProviders } from '../story-support';
import { SiteHeader, type SiteSectionLink } from './SiteHeader';

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
