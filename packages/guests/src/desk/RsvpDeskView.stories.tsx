import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGE_CATALOGS } from '@wedding/core';
import { expect, fn, waitFor, within } from 'storybook/test';
import { guestEntries, rsvpDesk } from '../fixtures/guest-fixtures';
import { guestsText } from '../i18n/guests-text';
import { atPhoneWidth, withGuestsProviders } from '../story-support';
import { RsvpDeskView } from './RsvpDeskView';

const text = guestsText('desk', 'de');

const meta = {
  title: 'Guests/RSVP desk',
  component: RsvpDeskView,
  decorators: [withGuestsProviders],
  args: {
    desk: rsvpDesk,
    status: 'ready',
    onRetry: fn(),
    guests: guestEntries,
    deadlineDay: '2027-05-01',
    timeZone: 'Europe/Berlin',
    onDeadlineDayChange: fn(),
    onSaveDeadline: fn(),
    onQuickReply: fn(async () => undefined),
    onLink: fn(),
  },
} satisfies Meta<typeof RsvpDeskView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Counts with households and unnamed plus-ones, the deadline, RSVPs matched and unmatched. */
export const Desk: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(text('counts.plusOnes', { count: '1' }))).toBeVisible();
    await expect(canvas.getByText(text('rsvp.matched', { name: 'Tante Gisela' }))).toBeVisible();
    const unmatched = canvas.getByRole('article', { name: 'Jo Weber' });
    await userEvent.type(
      within(unmatched).getByRole('combobox', { name: text('rsvp.linkLabel', { name: 'Jo Weber' }) }),
      'Jon',
    );
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Jonas Weber' }));
    await userEvent.click(within(unmatched).getByRole('button', { name: text('rsvp.link') }));
    await expect(args.onLink).toHaveBeenCalledWith(rsvpDesk.rsvps[1], 'g-jonas');
  },
};

/** Quick entry of a phone reply: type a name, pick, set answer and people, Enter. */
export const QuickEntry: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: text('quick.guest') }), 'Jona');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Jonas Weber' }));
    // Jonas expects 2 people: the count starts there.
    await expect(canvas.getByRole('textbox', { name: text('quick.count') })).toHaveValue('2');
    await userEvent.click(canvas.getByRole('radio', { name: text('status.attending') }));
    await userEvent.type(canvas.getByRole('textbox', { name: text('quick.count') }), '{Enter}');
    await waitFor(() =>
      expect(args.onQuickReply).toHaveBeenCalledWith({ guestId: 'g-jonas', status: 'attending', people: 2 }),
    );
  },
};

export const QuickEntryNeedsAGuest: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('quick.save') }));
    await expect(await canvas.findByText(text('quick.pickGuest'))).toBeVisible();
    await expect(args.onQuickReply).not.toHaveBeenCalled();
  },
};

/** After the deadline: the desk says the public form is closed. */
export const DeadlinePassed: Story = {
  args: {
    desk: {
      ...rsvpDesk,
      rsvpDeadline: '2026-01-01T22:59:59.999Z',
      rsvpDeadlineDay: '2026-01-01',
      rsvpClosed: true,
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(text('deadline.closed'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('deadline.clear') }));
    await expect(args.onSaveDeadline).toHaveBeenCalledWith(null);
  },
};

export const Empty: Story = {
  args: {
    desk: { ...rsvpDesk, rsvpDeadline: null, rsvpDeadlineDay: null, rsvps: [], unmatched: 0 },
    deadlineDay: '',
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(text('rsvps.empty'))).toBeVisible();
    await expect(canvas.getByText(text('deadline.none'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('deadline.save') }));
    await expect(await canvas.findByText(text('deadline.required'))).toBeVisible();
    await expect(args.onSaveDeadline).not.toHaveBeenCalled();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', desk: null },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: MESSAGE_CATALOGS.de.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
