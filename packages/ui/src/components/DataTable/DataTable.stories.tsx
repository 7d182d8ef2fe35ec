import type { Meta, StoryObj } from '@storybook/react-vite';
import { createColumnHelper } from '@tanstack/react-table';
import { GUEST_LIST } from '@wedding/core';
import { expect, fn, waitFor, within } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { DataTable } from './DataTable';

interface Guest {
  id: string;
  name: string;
  category: string;
  guests: number;
}

const firstNames = ['Anna', 'Ben', 'Clara', 'David', 'Emma', 'Felix', 'Greta', 'Hanna'];
const categories = ['Familie', 'Freunde', 'Kollegen', 'Sonstige'];

function makeGuests(count: number): Guest[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `g${index + 1}`,
    name: `${firstNames[index % firstNames.length]} ${String(index + 1).padStart(4, '0')}`,
    category: categories[index % categories.length] ?? 'Sonstige',
    guests: (index % 4) + 1,
  }));
}

const column = createColumnHelper<Guest>();
const columns = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('category', { header: 'Kategorie' }),
  column.accessor('guests', { header: 'Personen' }),
];

const onEdit = fn();

const meta = {
  title: 'Data/DataTable',
  tags: ['autodocs'],
  component: DataTable<Guest>,
  decorators: [withUiProviders],
  args: {
    label: 'Gäste',
    data: makeGuests(GUEST_LIST.fetchAllLimit),
    columns,
    getRowId: (guest: Guest) => guest.id,
    enableRowSelection: true,
    onRowSelectionChange: fn(),
    height: '24rem',
    renderActions: (guest: Guest) => (
      <Button size="sm" variant="outline" onPress={() => onEdit(guest.id)}>
        Bearbeiten
      </Button>
    ),
  },
  parameters: { viewport: { defaultViewport: 'desktop' } },
} satisfies Meta<typeof DataTable<Guest>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VirtualizesFiveThousandRows: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Gäste' });
    await expect(table).toHaveAttribute('aria-rowcount', String(GUEST_LIST.fetchAllLimit + 1));
    const rendered = within(table).getAllByRole('row');
    await expect(rendered.length).toBeLessThan(60);
    await expect(within(table).getByText('Anna 0001')).toBeVisible();
    const scroller = table.parentElement as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(within(table).getByText('Hanna 5000')).toBeInTheDocument());
  },
};

export const SortsByHeader: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Gäste' });
    const nameHeader = within(table).getByRole('columnheader', { name: /Name/ });
    await userEvent.click(within(nameHeader).getByRole('button'));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(nameHeader).getByRole('button'));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    const firstDataRow = within(table).getAllByRole('row')[1] as HTMLElement;
    await expect(firstDataRow).toHaveTextContent('Hanna 5000');
  },
};

export const SelectsRowsAndAll: Story = {
  args: { data: makeGuests(5) },
  play: async ({ canvas, userEvent, args }) => {
    const rows = canvas.getAllByRole('checkbox', { name: deText('dataTable.selectRow') });
    await userEvent.click(rows[0] as HTMLElement);
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith({ g1: true });
    const all = canvas.getByRole('checkbox', { name: deText('dataTable.selectAll') });
    await expect(all).toHaveProperty('indeterminate', true);
    await userEvent.click(all);
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith({
      g1: true,
      g2: true,
      g3: true,
      g4: true,
      g5: true,
    });
  },
};

export const ActionsColumnIs120Px: Story = {
  args: { data: makeGuests(3) },
  play: async ({ canvas, userEvent }) => {
    const header = canvas.getByRole('columnheader', { name: deText('dataTable.actions') });
    await expect(Math.round(header.getBoundingClientRect().width)).toBe(120);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Bearbeiten' })[1] as HTMLElement);
    await expect(onEdit).toHaveBeenLastCalledWith('g2');
  },
};

export const CardLayout: Story = {
  args: { layout: 'cards' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Gäste' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards.length).toBeLessThan(30);
    const first = cards[0] as HTMLElement;
    await expect(within(first).getByText('Kategorie')).toBeVisible();
    await expect(within(first).getByText('Familie')).toBeVisible();
    await expect(within(first).getByRole('checkbox', { name: deText('dataTable.selectRow') })).toBeVisible();
  },
};

export const CardLayoutDark: Story = { args: { layout: 'cards', data: makeGuests(4) }, ...dark };

export const Empty: Story = {
  args: { data: [], emptyState: <EmptyState title="Keine Gäste gefunden" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Keine Gäste gefunden' })).toBeVisible();
  },
};

export const Dark: Story = { args: { data: makeGuests(8) }, ...dark };
