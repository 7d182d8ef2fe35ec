import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '@wedding/core';
import { expect, fn, waitFor, within } from 'storybook/test';
import { STORY_NOW } from '../../fixtures/dashboard-fixtures';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, withDashboardProviders } from '../../story-support';
import { CoupleView } from './CoupleView';

const text = dashboardText('couple', 'de');

const meta = {
  title: 'Dashboard/Couple',
  tags: ['autodocs'],
  component: CoupleView,
  decorators: [withDashboardProviders],
  args: {
    saved: { brideName: 'Anna', groomName: 'Ben', weddingDate: '2027-06-12', timeZone: 'Europe/Berlin' },
    onSave: fn(),
    getToday: () => STORY_NOW,
  },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <CoupleView {...args} />
    </div>
  ),
} satisfies Meta<typeof CoupleView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Changed names are saved with the date. */
export const Save: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const first = canvas.getByLabelText(text('names.partner1'), { exact: false });
    await userEvent.clear(first);
    await userEvent.type(first, 'Anne');
    await userEvent.click(canvas.getByRole('button', { name: text('save') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        brideName: 'Anne',
        groomName: 'Ben',
        weddingDate: '2027-06-12',
        timeZone: 'Europe/Berlin',
      }),
    );
  },
};

/** The wedding moves to New York: the zone is picked by typing part of its name, and saved with the rest. */
export const ChangeTimeZone: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const zone = canvas.getByRole('combobox', { name: text('date.timeZone') });
    await expect(zone).toHaveValue('Europe/Berlin (GMT+1)');
    await userEvent.clear(zone);
    await userEvent.type(zone, 'new y');
    // The list is a popover beside the page, not inside the story's canvas.
    const list = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    await userEvent.click(within(list).getByRole('option', { name: /^America\/New York/ }));
    await userEvent.click(canvas.getByRole('button', { name: text('save') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ timeZone: 'America/New_York' })),
    );
  },
};

/**
 * A blank name is refused with the message of docs/requirements.md A5 ('namesRequired'); nothing is sent, the other
 * field stays.
 */
export const BlankName: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const second = canvas.getByLabelText(text('names.partner2'), { exact: false });
    await userEvent.clear(second);
    await userEvent.type(second, '   ');
    await userEvent.click(canvas.getByRole('button', { name: text('save') }));
    await expect(await canvas.findByText(translate('namesRequired', 'de'))).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(text('names.partner1'), { exact: false })).toHaveValue('Anna');
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text('saving') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
