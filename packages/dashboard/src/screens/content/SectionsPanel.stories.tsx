import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_CUSTOMIZATION } from '@wedding/core';
import { expect, fn, waitFor, within } from 'storybook/test';
import { demoSite } from '../../fixtures/design-fixtures';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, withDashboardProviders } from '../../story-support';
import { SectionsPanel } from './SectionsPanel';

const text = dashboardText('content', 'de');
const saved = {
  features: { ...DEFAULT_CUSTOMIZATION.features },
  sectionOrder: [...DEFAULT_CUSTOMIZATION.sectionOrder],
};

/** The ids of the sections the preview's page shows, top to bottom. */
const previewSections = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('[inert] main [data-section]')].map(
    (section) => section.dataset.section,
  );

const orderRows = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('ol > li[data-section]')].map((row) => row.dataset.section);

const meta = {
  title: 'Dashboard/Site content/Sections',
  tags: ['autodocs'],
  component: SectionsPanel,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/dashboard/wedding/content' },
  args: {
    saved,
    site: demoSite,
    locale: 'de',
    onSave: fn(async () => undefined),
    now: new Date('2026-06-01T10:00:00.000Z'),
  },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <SectionsPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof SectionsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everything on, in the default order: nothing to save yet; the preview shows each section once. */
export const AllShown: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(orderRows(canvasElement)).toEqual([
      'schedule',
      'locations',
      'accommodations',
      'gallery',
      'rsvp',
    ]);
    await expect(canvas.getByRole('button', { name: text('sections.save') })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: text('sections.moveUp', { section: text('sections.schedule') }) }),
    ).toBeDisabled();
    await waitFor(() => expect(previewSections(canvasElement)).toContain('rsvp'));
    await expect(previewSections(canvasElement).at(-1)).toBe('rsvp');
  },
};

/**
 * By keyboard: RSVP is moved to the top of the order, announced with its place; at the top its "up" button is
 * disabled, so the focus passes to its "down" button. The preview follows at once and the save sends the order.
 */
export const ReorderByKeyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const up = canvas.getByRole('button', {
      name: text('sections.moveUp', { section: text('sections.rsvp') }),
    });
    up.focus();
    for (let step = 0; step < 4; step += 1) await userEvent.keyboard('{Enter}');
    await expect(orderRows(canvasElement)).toEqual([
      'rsvp',
      'schedule',
      'locations',
      'accommodations',
      'gallery',
    ]);
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: text('sections.moveDown', { section: text('sections.rsvp') }) }),
      ).toHaveFocus(),
    );
    await expect(canvasElement).toHaveTextContent(
      text('sections.moved', { section: text('sections.rsvp'), position: 1, count: 5 }),
    );
    await waitFor(() =>
      expect(previewSections(canvasElement).indexOf('rsvp')).toBeLessThan(
        previewSections(canvasElement).indexOf('schedule'),
      ),
    );
    await expect(canvas.getByText(text('sections.unsaved'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('sections.save') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        features: saved.features,
        sectionOrder: ['rsvp', 'schedule', 'locations', 'accommodations', 'gallery'],
      }),
    );
  },
};

/** The gallery switched off: hidden in the preview, its row says the photos are kept; "Undo" brings it back. */
export const HideGallery: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitFor(() => expect(previewSections(canvasElement)).toContain('gallery'));
    const gallery = canvas.getByRole('switch', { name: text('sections.gallery') });
    await userEvent.click(gallery);
    await expect(gallery).not.toBeChecked();
    await expect(gallery).toHaveAccessibleDescription(text('sections.hint.off'));
    await waitFor(() => expect(previewSections(canvasElement)).not.toContain('gallery'));
    await userEvent.click(canvas.getByRole('button', { name: text('sections.reset') }));
    await expect(gallery).toBeChecked();
    await waitFor(() => expect(previewSections(canvasElement)).toContain('gallery'));
  },
};

/** The countdown off and the travel card off: the page top loses both in the preview. */
export const PageTopSwitches: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitFor(() => expect(previewSections(canvasElement)).toContain('countdown'));
    await userEvent.click(canvas.getByRole('switch', { name: text('sections.countdown') }));
    await waitFor(() => expect(previewSections(canvasElement)).not.toContain('countdown'));
    const preview = within(canvas.getByRole('region', { name: text('sections.preview') }));
    await expect(preview.queryAllByText(demoSite.info?.travelText ?? '').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('switch', { name: text('sections.travel') }));
    await waitFor(() => expect(preview.queryAllByText(demoSite.info?.travelText ?? '')).toHaveLength(0));
  },
};

/** A wedding without photos: the gallery stays on but says when it will appear. */
export const GalleryWithoutPhotos: Story = {
  args: { site: { ...demoSite, gallery: { ...demoSite.gallery, images: [] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: text('sections.gallery') })).toHaveAccessibleDescription(
      text('sections.hint.noPhotos'),
    );
  },
};

/** A refused save keeps the draft: still unsaved, the save offered again. */
export const SaveFails: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: text('sections.schedule') }));
    await userEvent.click(canvas.getByRole('button', { name: text('sections.save') }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    await waitFor(() => expect(canvas.getByRole('button', { name: text('sections.save') })).toBeEnabled());
    await expect(canvas.getByRole('switch', { name: text('sections.schedule') })).not.toBeChecked();
    await expect(canvas.getByText(text('sections.unsaved'))).toBeVisible();
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
