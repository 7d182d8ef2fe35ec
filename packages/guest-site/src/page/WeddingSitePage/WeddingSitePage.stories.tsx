import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PublicPageBackground, PublicWeddingView } from '@wedding/core';
import { uiMessages } from '@wedding/ui';
import { expect, fn, waitFor, within } from 'storybook/test';
import { frameText } from '../../frame/frame-text';
import { siteThemeCssVars } from '../../frame/site-theme/site-theme';
import { atPhoneWidth, phoneFrameOverflow, storyColorMode } from '../../frame/story-support';
import { demoWedding, kolkataWedding } from '../../sections/fixtures/demo-wedding';
import { samplePhoto } from '../../sections/fixtures/sample-photo';
import { sectionText } from '../../sections/section-text';
import { WeddingSitePage } from './WeddingSitePage';

/** The server's clock in the stories: a fixed day, so the countdown reads the same in every run. */
const NOW = new Date('2026-06-01T10:00:00.000Z');

function withFeatures(features: Partial<PublicWeddingView['customization']['features']>): PublicWeddingView {
  const off = Object.fromEntries(
    Object.keys(demoWedding.customization.features).map((flag) => [flag, false]),
  );
  return {
    ...demoWedding,
    customization: {
      ...demoWedding.customization,
      features: { ...demoWedding.customization.features, ...off, ...features },
    },
  };
}

function background(
  page: string,
  index: number,
  settings: Partial<PublicPageBackground> = {},
): PublicPageBackground {
  return {
    id: `bg-${page}`,
    page,
    imageId: `img-${index}`,
    url: samplePhoto(index, 1200, 800),
    opacity: 0.3,
    position: '50% 50%',
    size: 'cover',
    showPattern: false,
    grayscale: false,
    ...settings,
  };
}

const navLabel = frameText('header.navLabel', 'de');

const meta = {
  title: 'Guest site/Wedding site page',
  tags: ['autodocs'],
  component: WeddingSitePage,
  args: {
    wedding: demoWedding,
    locale: 'de',
    themeCssVars: siteThemeCssVars(demoWedding.customization),
    now: NOW,
    headerLayout: 'desktop',
    onColorModeChange: fn(),
    onLocaleChange: fn(),
    onLogout: fn(),
  },
  // The server derives the variables from the couple's customization; stories that change it get matching ones.
  render: (args, { globals }) => (
    <WeddingSitePage
      {...args}
      themeCssVars={siteThemeCssVars(args.wedding.customization)}
      colorMode={storyColorMode(globals)}
    />
  ),
} satisfies Meta<typeof WeddingSitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EverySectionSwitchedOn: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /Lena & Jonas/ })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: navLabel });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#info', '#schedule', '#locations', '#accommodations', '#gallery', '#rsvp']);
    for (const id of [
      'top',
      'countdown',
      'info',
      'schedule',
      'locations',
      'accommodations',
      'gallery',
      'rsvp',
    ]) {
      await expect(canvasElement.querySelector(`section#${id}`), id).not.toBeNull();
    }
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('link', { name: sectionText('hero.rsvpCta', 'de') })).toHaveAttribute(
      'href',
      '#rsvp',
    );
    await expect(canvasElement.querySelector('[data-layout="classic"]')).not.toBeNull();
    const footer = canvas.getByRole('contentinfo');
    await expect(
      within(footer).getByRole('link', { name: frameText('footer.backToTop', 'de') }),
    ).toHaveAttribute('href', '#top');
  },
};

/**
 * A wedding in Kolkata, read from anywhere: the schedule's times carry India's zone, the closed RSVP card names the
 * last day the couple picked there, and the big day has begun at midnight in Kolkata (18:30 UTC the evening before).
 */
export const HeldInKolkata: Story = {
  args: { locale: 'en', wedding: kolkataWedding, now: new Date('2026-09-11T19:00:00.000Z') },
  play: async ({ canvas, canvasElement }) => {
    const times = [...canvasElement.querySelectorAll('section#schedule [role="tabpanel"] time')];
    await expect(times.map((time) => time.textContent)).toEqual([
      '1:30 – 2:00 PM GMT+5:30',
      '2:00 – 3:00 PM GMT+5:30',
      '4:00 – 6:00 PM GMT+5:30',
      '9:00 PM GMT+5:30',
      '11:00 AM – 2:00 PM GMT+5:30',
    ]);
    await expect(canvas.getByTestId('rsvp-closed')).toHaveTextContent(
      sectionText('rsvp.closedUntil', 'en', { date: 'May 31, 2026' }),
    );
    await expect(canvasElement.querySelector('section#countdown [data-big-day]')).not.toBeNull();
  },
};

export const OnlyTheEssentials: Story = {
  args: { wedding: withFeatures({}) },
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: navLabel });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#info']);
    for (const id of ['countdown', 'schedule', 'locations', 'accommodations', 'gallery', 'rsvp']) {
      await expect(canvasElement.querySelector(`#${id}`), id).toBeNull();
    }
    // Without RSVP there is nothing for the hero's call to action to lead to.
    await expect(canvasElement.querySelector('a[href="#rsvp"]')).toBeNull();
  },
};

export const RsvpAndGalleryOnly: Story = {
  args: { wedding: withFeatures({ showRsvp: true, showGallery: true }) },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: navLabel });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#info', '#gallery', '#rsvp']);
  },
};

export const PageBackgrounds: Story = {
  args: {
    wedding: {
      ...demoWedding,
      pageBackgrounds: [
        background('info', 0, { showPattern: true }),
        background('schedule', 1, { grayscale: true, opacity: 0.6, size: '150%', position: '20% 80%' }),
        background('rsvp', 3, { size: 'contain', opacity: 1 }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const layers = [...canvasElement.querySelectorAll<HTMLElement>('[data-page-background]')];
    await expect(layers.map((layer) => layer.dataset.pageBackground)).toEqual(['info', 'schedule', 'rsvp']);
    for (const layer of layers) await expect(layer).toHaveAttribute('aria-hidden', 'true');
    const schedule = canvasElement.querySelector<HTMLElement>('[data-page-background="schedule"] > div');
    await expect(schedule?.style.filter).toBe('grayscale(1)');
    await expect(schedule?.style.backgroundSize).toBe('150% auto');
    await expect(schedule?.style.backgroundPosition).toBe('20% 80%');
    await expect(canvasElement.querySelector('[data-page-background="info"] [data-pattern]')).not.toBeNull();
    // The schedule section sits in the frame that carries the schedule background (in its island's element).
    await expect(
      canvasElement.querySelector(
        '[data-page="schedule"][data-has-background] > [data-island="schedule"] > section#schedule',
      ),
    ).not.toBeNull();
  },
};

export const PhoneWithMenu: Story = {
  args: { headerLayout: 'mobile' },
  decorators: [atPhoneWidth],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(phoneFrameOverflow(canvasElement)).toEqual([]);
    const trigger = canvas.getByRole('button', { name: uiMessages.de['header.openMenu'] });
    await userEvent.click(trigger);
    const panel = canvas.getByRole('dialog', { name: navLabel });
    await expect(within(panel).getAllByRole('link')).toHaveLength(6);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const SkipLinkAndLanguage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: frameText('page.skipToContent', 'de') });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: frameText('header.language', 'de') }),
      'Polski',
    );
    await expect(args.onLocaleChange).toHaveBeenCalledWith('pl');
  },
};

export const ThemeToggleReportsTheMode: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: uiMessages.de['themeToggle.dark'] }));
    await expect(args.onColorModeChange).toHaveBeenCalledWith(
      globals.colorMode === 'dark' ? 'light' : 'dark',
    );
  },
};

export const RomanticLayoutInEnglish: Story = {
  args: {
    locale: 'en',
    wedding: {
      ...demoWedding,
      customization: {
        ...demoWedding.customization,
        theme: { ...demoWedding.customization.theme, layout: 'romantic' },
        density: 'spacious',
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-layout="romantic"]')).not.toBeNull();
    await expect(canvas.getByRole('navigation', { name: frameText('header.navLabel', 'en') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: frameText('header.logout', 'en') })).toBeVisible();
  },
};

export const ArtDecoCompactInTurkishAtPhoneWidth: Story = {
  args: {
    locale: 'tr',
    headerLayout: 'mobile',
    wedding: {
      ...demoWedding,
      customization: {
        ...demoWedding.customization,
        theme: { ...demoWedding.customization.theme, layout: 'artdeco' },
        density: 'compact',
      },
    },
  },
  decorators: [atPhoneWidth],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-layout="artdeco"]')).not.toBeNull();
    await expect(phoneFrameOverflow(canvasElement)).toEqual([]);
  },
};
