import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoWedding, demoWeddingWith } from '../fixtures/demo-wedding';
import { inLayout, overflowingSections, phoneFrame, withGuestPage } from '../fixtures/story-support';
import { sectionText } from '../section-text';
import { Hero } from './Hero';

const meta = {
  title: 'Guest site/Sections/Hero',
  tags: ['autodocs'],
  component: Hero,
  decorators: [withGuestPage],
  args: { wedding: demoWedding, locale: 'de', rsvpHref: '#rsvp' },
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Names as the page's h1, date, welcome and the RSVP call to action. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lena & Jonas' })).toBeVisible();
    await expect(canvas.getByText('Samstag, 12. September 2026')).toBeVisible();
    const cta = canvas.getByRole('link', { name: sectionText('hero.rsvpCta', 'de') });
    await expect(cta).toHaveAttribute('href', '#rsvp');
  },
};

export const KeyboardReachesRsvp: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: sectionText('hero.rsvpCta', 'de') })).toHaveFocus();
  },
};

export const HindiOnPhone: Story = {
  args: { locale: 'hi' },
  ...phoneFrame,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lena और Jonas' })).toBeVisible();
    const cta = canvas.getByRole('link', { name: sectionText('hero.rsvpCta', 'hi') });
    await expect(cta.getBoundingClientRect().right).toBeLessThanOrEqual(360);
  },
};

export const WithoutWelcomeOrRsvp: Story = {
  args: { wedding: demoWeddingWith({ info: null }), rsvpHref: undefined, locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(sectionText('hero.defaultTitle', 'en'))).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

const greeting = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-household-greeting]');

/** A guest who came alone by their personal link: greeted by name (singular where the language has one). */
export const GreetsOneGuest: Story = {
  args: { wedding: demoWeddingWith({ household: { names: ['Ada Lovelace'] } }), locale: 'pl' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Witaj, Ada Lovelace!')).toBeVisible();
    // The greeting leads, the couple's names stay the page's only h1.
    await expect(greeting(canvasElement)?.nextElementSibling).toHaveTextContent(
      demoWedding.info?.welcomeTitle ?? '',
    );
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

/** Two guests, joined by the language's 'and'. */
export const GreetsTwoGuests: Story = {
  args: { wedding: demoWeddingWith({ household: { names: ['Ada', 'Byron'] } }), locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Welcome, Ada and Byron!')).toBeVisible();
  },
};

/** Three long names in Hindi on a 360 px phone: listed the Hindi way, wrapped inside the hero. */
export const GreetsThreeGuestsHindiOnPhone: Story = {
  args: {
    wedding: demoWeddingWith({
      household: { names: ['Ananya Venkataraman', 'Siddharth Venkataraman', 'Meenakshi Venkataraman'] },
    }),
    locale: 'hi',
  },
  ...phoneFrame,
  play: async ({ canvasElement }) => {
    const text = greeting(canvasElement);
    await expect(text).toHaveTextContent(
      'Ananya Venkataraman, Siddharth Venkataraman, और Meenakshi Venkataraman, आप सबका स्वागत है!',
    );
    await expect(text).toBeVisible();
    await expect(overflowingSections(canvasElement)).toEqual([]);
  },
};

export const ArtDeco: Story = { ...inLayout('artdeco') };
export const Romantic: Story = { ...inLayout('romantic') };
export const Modern: Story = { ...inLayout('modern') };
