import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ApiClient, ApiError } from '@wedding/api-client';
import { type SeatChange, translate } from '@wedding/core';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiProvider } from '../../app/api-context';
import { CurrentWeddingProvider } from '../../data/current-wedding';
import { dashboardText } from '../../i18n/dashboard-text';
import { withDashboardProviders } from '../../story-support';
import { storyPlan } from './fixtures/seating-plan';
import { SeatingScreen } from './SeatingScreen';

const text = dashboardText('seating', 'de');
const page = () => within(document.body);

type Seating = ApiClient['seating'];

/** The screen against a fake API holding the story plan; `changeSeats` is the story's. */
function SeatingScreenStory({
  read,
  changeSeats,
}: {
  read: Seating['read'];
  changeSeats: Seating['changeSeats'];
}) {
  const api = { seating: { read, changeSeats } } as unknown as ApiClient;
  return (
    <ApiProvider client={api}>
      <CurrentWeddingProvider weddingId="wedding-anna-ben">
        <SeatingScreen />
      </CurrentWeddingProvider>
    </ApiProvider>
  );
}

/** Seats Sofia at Tisch 4 through the list dialog, as a couple on a phone would. */
async function seatSofia(
  canvas: ReturnType<typeof within>,
  userEvent: { click: (element: Element) => Promise<void> },
) {
  await userEvent.click(await canvas.findByRole('radio', { name: text('mode.list') }));
  await userEvent.click(
    await canvas.findByRole('button', { name: text('guest.choose', { name: 'Sofia García' }) }),
  );
  const dialog = within(page().getByRole('dialog'));
  await userEvent.click(
    dialog.getByRole('radio', { name: text('dialog.seat.option', { name: 'Tisch 4', free: 8 }) }),
  );
  await userEvent.click(dialog.getByRole('button', { name: text('dialog.save') }));
}

const tischVier = (canvas: ReturnType<typeof within>) => {
  const card = canvas.getByRole('heading', { level: 3, name: 'Tisch 4' }).closest('li');
  if (!card) throw new Error('no Tisch 4');
  return within(card as HTMLElement);
};

let releaseSave: () => void = () => undefined;

const meta = {
  title: 'Dashboard/Seating/Saving',
  component: SeatingScreenStory,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/dashboard/wedding/seating' },
  args: {
    read: fn(async () => storyPlan),
    changeSeats: fn(
      (input: { body: { changes: SeatChange[] } }) =>
        new Promise((resolve) => {
          releaseSave = () =>
            resolve({
              assignments: [
                ...storyPlan.assignments,
                ...input.body.changes.map((change) => ({
                  guestId: change.guestId,
                  tableId: change.toTableId ?? '',
                  placedByHand: change.placedByHand,
                })),
              ],
            });
        }),
    ) as unknown as Seating['changeSeats'],
  },
} satisfies Meta<typeof SeatingScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The guest sits at the table at once, before the server has answered, and stays there when it does. */
export const SavedAtOnce: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await seatSofia(canvas, userEvent);
    await expect(tischVier(canvas).getByText('Sofia García')).toBeVisible();
    await expect(args.changeSeats).toHaveBeenCalledWith({
      params: { weddingId: 'wedding-anna-ben' },
      body: { changes: [{ guestId: 'sofia', fromTableId: null, toTableId: 't4', placedByHand: true }] },
    });
    releaseSave();
    await waitFor(() =>
      expect(tischVier(canvas).getByText(text('table.seats', { seated: 1, seats: 8 }))).toBeVisible(),
    );
  },
};

/**
 * Another planner moved Sofia first: the server answers 409, the move is rolled back with the server's message, and
 * the plan is read again to show the other planner's change.
 */
export const RolledBackOnConflict: Story = {
  args: {
    changeSeats: fn(async () =>
      Promise.reject(new ApiError(409, 'seating.conflict')),
    ) as unknown as Seating['changeSeats'],
  },
  play: async ({ args, canvas, userEvent }) => {
    await seatSofia(canvas, userEvent);
    await expect(await page().findByText(text('saved.failed'))).toBeVisible();
    await expect(page().getByText(translate('seating.conflict', 'de'))).toBeVisible();
    await waitFor(() => expect(tischVier(canvas).queryByText('Sofia García')).toBeNull());
    await waitFor(() => expect(args.read).toHaveBeenCalledTimes(2));
  },
};
