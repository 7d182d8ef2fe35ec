import type { Meta, StoryObj } from '@storybook/react-vite';
import { applySeatChanges, type SeatChange, suggestSeating, undoSeatChanges } from '@wedding/core';
import { expect, fn, waitFor, within } from 'storybook/test';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, withDashboardProviders } from '../../story-support';
import { largePlan, storyPlan } from './fixtures/seating-plan';
import { SeatingView } from './SeatingView';
import { seatingPrintLinks } from './seating-links';

const text = dashboardText('seating', 'de');
const page = () => within(document.body);

/** The card of one table, found by its heading. */
function tableCard(canvas: ReturnType<typeof within>, name: string) {
  const card = canvas.getByRole('heading', { level: 3, name }).closest('li');
  if (!card) throw new Error(`No table ${name}`);
  return within(card as HTMLElement);
}
const unseatedList = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: text('unseated.title', { count: 10 }) }));

const meta = {
  title: 'Dashboard/Seating',
  tags: ['autodocs'],
  component: SeatingView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/dashboard/wedding/seating' },
  args: {
    status: 'ready',
    plan: storyPlan,
    defaultMode: 'drag',
    printLinks: seatingPrintLinks('wedding-anna-ben'),
    onRetry: fn(),
    onChangeSeats: fn(async (_changes: SeatChange[]) => undefined),
    onCreateTable: fn(async () => undefined),
    onUpdateTable: fn(async () => undefined),
    onDeleteTable: fn(async () => undefined),
    onAddNote: fn(async () => undefined),
    onDeleteNote: fn(async () => undefined),
    onSetChild: fn(async () => undefined),
  },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <SeatingView {...args} />
    </div>
  ),
} satisfies Meta<typeof SeatingView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A plan in progress: every kind of warning is listed (split households, a table over its seats, a guest who
 * declined, a kids' table without an adult, a kept-apart pair together) and can be narrowed to one kind.
 */
export const PlanWithWarnings: Story = {
  play: async ({ canvas, userEvent }) => {
    const warnings = within(canvas.getByRole('region', { name: text('warnings.title', { count: 6 }) }));
    await expect(warnings.getAllByRole('listitem')).toHaveLength(6);
    await expect(
      warnings.getByText(text('warning.overCapacity', { table: 'Tisch 2', seated: 4, seats: 3 })),
    ).toBeVisible();
    await expect(
      warnings.getByText(
        text('warning.householdSplit', {
          name: 'Clara Vogel',
          tables: `Brauttisch, Tisch 2, ${text('warning.unseated')}`,
        }),
      ),
    ).toBeVisible();
    await expect(
      warnings.getByText(text('warning.declinedSeated', { name: 'Tom Baker', table: 'Tisch 2' })),
    ).toBeVisible();
    await expect(
      warnings.getByText(text('warning.kidsTableWithoutAdult', { table: 'Kindertisch' })),
    ).toBeVisible();
    await expect(
      warnings.getByText(
        text('warning.notWithTogether', { first: 'Jonas Vogel', second: 'Marta Nowak', table: 'Tisch 2' }),
      ),
    ).toBeVisible();

    await userEvent.click(warnings.getByRole('button', { name: new RegExp(text('warnings.filter')) }));
    await userEvent.click(
      page().getByRole('option', { name: `${text('warnings.kind.householdSplit')} (2)` }),
    );
    await expect(warnings.getAllByRole('listitem')).toHaveLength(2);

    await expect(
      tableCard(canvas, 'Tisch 2').getByText(text('table.seats', { seated: 4, seats: 3 })),
    ).toBeVisible();
    await expect(unseatedList(canvas).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('link', { name: text('print.placeCards') })).toHaveAttribute(
      'href',
      '/api/weddings/wedding-anna-ben/seating/place-cards.pdf',
    );
  },
};

/** The side list narrows by name (accents and case ignored), side and category. */
export const SearchAndFilters: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: text('search.label') }), 'ayse');
    await expect(unseatedList(canvas).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.clear(canvas.getByRole('searchbox', { name: text('search.label') }));
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(text('filter.side')) }));
    await userEvent.click(page().getByRole('option', { name: text('side.partner2') }));
    await expect(unseatedList(canvas).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(text('filter.category')) }));
    await userEvent.click(page().getByRole('option', { name: text('category.family') }));
    await expect(canvas.getByText(text('unseated.noneFound'))).toBeVisible();
  },
};

/**
 * By keyboard alone: Space picks Ayşe up (her household of two comes along), the arrow moves to the first table and
 * is announced with its free seats, Space drops; both are seated by hand in one change.
 */
export const KeyboardMove: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const handle = canvas.getByRole('button', { name: text('guest.drag', { name: 'Ayşe Yılmaz' }) });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(document.body).toHaveTextContent(
        text('announce.startHousehold', { name: 'Ayşe Yılmaz', count: 2 }),
      ),
    );
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(document.body).toHaveTextContent(text('announce.over', { table: 'Brauttisch', free: 3 })),
    );
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onChangeSeats).toHaveBeenCalledTimes(1));
    await expect(args.onChangeSeats).toHaveBeenCalledWith([
      { guestId: 'ayse', fromTableId: null, toTableId: 't1', placedByHand: true },
      { guestId: 'emre', fromTableId: null, toTableId: 't1', placedByHand: true },
    ]);
    await expect(document.body).toHaveTextContent(
      text('announce.seated', { name: 'Ayşe Yılmaz', table: 'Brauttisch' }),
    );
  },
};

/** With "whole household" off, only the guest moves; Escape cancels a drag without any change. */
export const KeyboardMoveAlone: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('switch', { name: text('household.toggle') }));
    const handle = canvas.getByRole('button', { name: text('guest.drag', { name: 'Ayşe Yılmaz' }) });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(document.body).toHaveTextContent(text('announce.cancel', { name: 'Ayşe Yılmaz' })),
    );
    await expect(args.onChangeSeats).not.toHaveBeenCalled();
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(document.body).toHaveTextContent(text('announce.start', { name: 'Ayşe Yılmaz' })),
    );
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(args.onChangeSeats).toHaveBeenCalledWith([
        { guestId: 'ayse', fromTableId: null, toTableId: 't2', placedByHand: true },
      ]),
    );
  },
};

/** On a phone the list mode seats without dragging: "Seat …" opens a dialog with the tables and their free seats. */
export const PhoneList: Story = {
  decorators: [atPhoneWidth],
  args: { defaultMode: 'list' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(
      canvas.queryByRole('button', { name: text('guest.drag', { name: 'Sofia García' }) }),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: text('guest.choose', { name: 'Sofia García' }) }),
    );
    const dialog = within(
      page().getByRole('dialog', { name: text('dialog.seat.title', { name: 'Sofia García' }) }),
    );
    await userEvent.click(
      dialog.getByRole('radio', { name: text('dialog.seat.option', { name: 'Tisch 4', free: 8 }) }),
    );
    await userEvent.click(dialog.getByRole('button', { name: text('dialog.save') }));
    await expect(args.onChangeSeats).toHaveBeenCalledWith([
      { guestId: 'sofia', fromTableId: null, toTableId: 't4', placedByHand: true },
    ]);
  },
};

/** The dialog also unseats and marks a guest as a child, household and all. */
export const UnseatAndMarkChild: Story = {
  args: { defaultMode: 'list' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(
      tableCard(canvas, 'Tisch 2').getByRole('button', {
        name: text('guest.choose', { name: 'Lucy Baker' }),
      }),
    );
    const dialog = within(page().getByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: text('dialog.seat.none') }));
    await userEvent.click(
      dialog.getByRole('checkbox', { name: text('dialog.seat.child', { name: 'Lucy Baker' }) }),
    );
    await userEvent.click(dialog.getByRole('button', { name: text('dialog.save') }));
    await expect(args.onSetChild).toHaveBeenCalledWith('lucy', true);
    // Tom declined, so only the attending members move: Lucy leaves Tisch 2, Ella is unseated already.
    await expect(args.onChangeSeats).toHaveBeenCalledWith([
      { guestId: 'lucy', fromTableId: 't2', toTableId: null, placedByHand: true },
    ]);
  },
};

/** "Suggest a plan" fills free seats (never moving anyone) and one press undoes it all. */
export const SuggestAndUndo: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const suggestion = suggestSeating(storyPlan);
    await userEvent.click(canvas.getByRole('button', { name: text('suggest') }));
    await expect(args.onChangeSeats).toHaveBeenCalledWith(suggestion.changes);
    await expect(suggestion.changes.every((change) => change.fromTableId === null)).toBe(true);
    await userEvent.click(await canvas.findByRole('button', { name: text('undo') }));
    await expect(args.onChangeSeats).toHaveBeenLastCalledWith(
      undoSeatChanges(storyPlan.assignments, applySeatChanges(storyPlan.assignments, suggestion.changes)),
    );
    await waitFor(() => expect(canvas.queryByRole('button', { name: text('undo') })).toBeNull());
  },
};

/** Adding a table checks its fields with core's rules before anything is sent. */
export const AddTable: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: text('addTable') })[0] as HTMLElement);
    const dialog = within(page().getByRole('dialog', { name: text('dialog.table.addTitle') }));
    const name = dialog.getByRole('textbox', { name: new RegExp(text('dialog.table.name')) });
    await userEvent.clear(name);
    await userEvent.click(dialog.getByRole('button', { name: text('dialog.save') }));
    await expect(args.onCreateTable).not.toHaveBeenCalled();
    await userEvent.type(name, 'Gartentisch');
    await userEvent.click(dialog.getByRole('radio', { name: text('table.long') }));
    await userEvent.click(dialog.getByRole('checkbox', { name: text('dialog.table.kidsOnly') }));
    await userEvent.click(dialog.getByRole('button', { name: text('dialog.save') }));
    await expect(args.onCreateTable).toHaveBeenCalledWith({
      name: 'Gartentisch',
      shape: 'long',
      seats: 8,
      kidsOnly: true,
    });
  },
};

/** No table yet: the plan says what to do first. */
export const NoTables: Story = {
  args: { plan: { ...storyPlan, tables: [], assignments: [], notes: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text('tables.empty.title') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('suggest') })).toBeDisabled();
    await expect(canvas.getByText(text('warnings.none'))).toBeVisible();
  },
};

/** 300 guests at 30 tables after "Suggest a plan": the size the screen is built for. */
export const LargeWedding: Story = {
  args: (() => {
    const plan = largePlan();
    return { plan: { ...plan, assignments: applySeatChanges([], suggestSeating(plan).changes) } };
  })(),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(30);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text('loading'));
  },
};

export const LoadFailed: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
