import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { demoWedding, demoWeddingWith } from '../fixtures/demo-wedding';
import { overflowingSections, phoneFrame, startingWith, withGuestPage } from '../fixtures/story-support';
import { sectionText } from '../section-text';
import { LocationHub } from './LocationHub';

const meta = {
  title: 'Guest site/Sections/LocationHub',
  tags: ['autodocs'],
  component: LocationHub,
  decorators: [withGuestPage],
  args: { wedding: demoWedding, locale: 'de' },
} satisfies Meta<typeof LocationHub>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before consent: no iframe, only the notice and the Show map button on each card. */
export const MapBeforeConsent: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getAllByRole('button', { name: sectionText('map.show', 'de') })).toHaveLength(3);
    await expect(canvas.getAllByText(sectionText('map.notice', 'de'))[0]).toBeVisible();
    const maps = canvas.getAllByRole('link', {
      name: startingWith(sectionText('locations.openInMaps', 'de')),
    });
    await expect(maps[0]).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The state after the guest agreed for the church: the map is embedded there only. */
export const MapAfterConsent: Story = {
  args: { mapsShownFor: ['loc-church'] },
  play: async ({ canvasElement, canvas }) => {
    const frames = canvasElement.querySelectorAll('iframe');
    await expect(frames).toHaveLength(1);
    await expect(frames[0]).toHaveAttribute(
      'title',
      sectionText('map.title', 'de', { name: 'St.-Marien-Kirche' }),
    );
    await expect(canvas.getAllByRole('button', { name: sectionText('map.show', 'de') })).toHaveLength(2);
  },
};

/** Keyboard: arrow keys move between the two tabs (Radix, automatic activation). */
export const KeyboardSwitchesToAccommodations: Story = {
  play: async ({ canvas, userEvent }) => {
    const venues = canvas.getByRole('tab', { name: sectionText('locations.venuesTab', 'de', { count: 3 }) });
    await userEvent.click(venues);
    await userEvent.keyboard('{ArrowRight}');
    const accommodations = canvas.getByRole('tab', {
      name: sectionText('locations.accommodationsTab', 'de', { count: 1 }),
    });
    await waitFor(() => expect(accommodations).toHaveAttribute('aria-selected', 'true'));
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getByRole('heading', { name: 'Hotel am Schlosspark' })).toBeVisible();
  },
};

export const NoAccommodationLocations: Story = {
  args: {
    wedding: demoWeddingWith({ locations: demoWedding.locations.filter((l) => l.type !== 'accommodation') }),
    defaultTab: 'accommodations',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(sectionText('locations.noAccommodations', 'de'))).toBeVisible();
  },
};

export const PolishOnPhone: Story = {
  args: { locale: 'pl' },
  ...phoneFrame,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('button', { name: sectionText('map.show', 'pl') })[0]).toBeVisible();
    await expect(overflowingSections(canvasElement)).toEqual([]);
  },
};

/** The click is the consent: the iframe appears in place of the button and takes focus. */
export const ShowMapOnClick: Story = {
  play: async ({ canvasElement, canvas, userEvent }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    const [first] = canvas.getAllByRole('button', { name: sectionText('map.show', 'de') });
    if (!first) throw new Error('no map button');
    await userEvent.click(first);
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).not.toBeNull();
    await expect(frame?.getAttribute('src')).toMatch(/^https:\/\/www\.google\.com\/maps\?q=/);
    await waitFor(() => expect(frame).toHaveFocus());
  },
};
