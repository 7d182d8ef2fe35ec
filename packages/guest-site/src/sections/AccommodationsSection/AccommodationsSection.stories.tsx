import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoWedding, demoWeddingWith } from '../fixtures/demo-wedding';
import {
  inLayout,
  overflowingSections,
  phoneFrame,
  startingWith,
  withGuestPage,
} from '../fixtures/story-support';
import { sectionText } from '../section-text';
import { AccommodationsSection } from './AccommodationsSection';

const meta = {
  title: 'Guest site/Sections/AccommodationsSection',
  tags: ['autodocs'],
  component: AccommodationsSection,
  decorators: [withGuestPage],
  args: { wedding: demoWedding, locale: 'de' },
} satisfies Meta<typeof AccommodationsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoPlaces: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await expect(
      canvas.getByText(sectionText('accommodations.ratingValue', 'de', { rating: '4,5' })),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+49 331 1234560' })).toHaveAttribute(
      'href',
      'tel:+493311234560',
    );
    const website = canvas.getByRole('link', {
      name: startingWith(sectionText('accommodations.website', 'de')),
    });
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const NoAccommodations: Story = {
  args: { wedding: demoWeddingWith({ accommodations: [] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(sectionText('accommodations.empty', 'de'))).toBeVisible();
  },
};

export const SpanishOnPhone: Story = {
  args: { locale: 'es' },
  ...phoneFrame,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText(sectionText('accommodations.ratingValue', 'es', { rating: '4,5' })),
    ).toBeVisible();
    await expect(overflowingSections(canvasElement)).toEqual([]);
  },
};

export const ArtDeco: Story = { ...inLayout('artdeco') };
