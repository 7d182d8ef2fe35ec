import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_CUSTOMIZATION } from '@wedding/core';
import { expect } from 'storybook/test';
import { demoWedding, demoWeddingWith } from '../fixtures/demo-wedding';
import {
  inLayout,
  overflowingSections,
  phoneFrame,
  startingWith,
  withDensity,
  withGuestPage,
} from '../fixtures/story-support';
import { sectionText } from '../section-text';
import { InfoCards } from './InfoCards';

const meta = {
  title: 'Guest site/Sections/InfoCards',
  tags: ['autodocs'],
  component: InfoCards,
  decorators: [withGuestPage],
  args: { wedding: demoWedding, locale: 'de' },
} satisfies Meta<typeof InfoCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: sectionText('info.heading', 'de') })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const ics = canvas.getByRole('link', { name: startingWith(sectionText('calendar.add', 'de')) });
    await expect(ics).toHaveAttribute('download');
    await expect(ics).toHaveAttribute(
      'href',
      '/api/public/weddings/lena-und-jonas/events/evt-ceremony/calendar.ics',
    );
  },
};

export const WithoutTravel: Story = {
  args: {
    wedding: demoWeddingWith({
      customization: {
        ...DEFAULT_CUSTOMIZATION,
        features: { ...DEFAULT_CUSTOMIZATION.features, showTravel: false },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: sectionText('info.travel', 'de') })).toBeNull();
  },
};

export const TurkishOnPhone: Story = {
  args: { locale: 'tr' },
  ...phoneFrame,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: sectionText('info.travel', 'tr') })).toBeVisible();
    await expect(overflowingSections(canvasElement)).toEqual([]);
  },
};

export const Romantic: Story = { ...inLayout('romantic') };

/** Density comes from the spacing tokens: compact cards sit closer than spacious ones. */
export const Compact: Story = {
  ...withDensity('compact'),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('li');
    await expect(card ? getComputedStyle(card).paddingTop : '').toBe('12px');
  },
};

export const Spacious: Story = {
  ...withDensity('spacious'),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('li');
    await expect(card ? getComputedStyle(card).paddingTop : '').toBe('32px');
  },
};
