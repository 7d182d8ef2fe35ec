import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  type Row,
  type RowSelectionState,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { GUEST_LIST_ACTIONS_COLUMN_PX, MOBILE_BREAKPOINT_PX } from '@wedding/core';
import { memo, type ReactNode, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { useUiStrings } from '../../i18n/useUiStrings';
import { ArrowDownIcon, ArrowUpIcon } from '../../icons/icons';
import { Checkbox } from '../Checkbox/Checkbox';
import * as styles from './DataTable.css';

export interface DataTableProps<T> {
  /** Accessible name of the table (e.g. 'Gäste'). */
  label: string;
  data: readonly T[];
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column, as in @tanstack/react-table
  columns: ColumnDef<T, any>[];
  getRowId: (row: T) => string;
  /** Adds a selection checkbox column; selection is keyed by row id. */
  enableRowSelection?: boolean;
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (selection: RowSelectionState) => void;
  /** Renders the fixed-width (120 px) actions cell of a row. */
  renderActions?: (row: T) => ReactNode;
  /** Height of the scrolling viewport; rows outside it are not rendered. */
  height?: string;
  /** Shown instead of the rows when there are none. */
  emptyState?: ReactNode;
  /** 'auto' shows cards under 640 px (MOBILE_BREAKPOINT_PX) and the table otherwise. */
  layout?: DataTableLayout;
}

export const dataTableLayouts = ['auto', 'table', 'cards'] as const;
export type DataTableLayout = (typeof dataTableLayouts)[number];

const TABLE_ROW_PX = 48;
const CARD_ROW_PX = 160;

/** Card layout shows each value under its column's plain-text header (function headers fall back to the id). */
// biome-ignore lint/suspicious/noExplicitAny: see DataTableProps.columns
function columnTitle<T>(column: ColumnDef<T, any>, id: string): string {
  return typeof column.header === 'string' ? column.header : id;
}

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  if (direction === 'asc') return <ArrowUpIcon />;
  if (direction === 'desc') return <ArrowDownIcon />;
  return null;
}

function selectCheckbox<T>(row: Row<T>, label: string) {
  return (
    <Checkbox
      aria-label={label}
      isSelected={row.getIsSelected()}
      onChange={(selected) => row.toggleSelected(selected)}
    />
  );
}

interface TableRowProps<T> {
  row: Row<T>;
  /** The row's data: a row whose data, place, selection, columns and actions are unchanged is not rendered again. */
  original: T;
  index: number;
  selected: boolean;
  // biome-ignore lint/suspicious/noExplicitAny: see DataTableProps.columns
  columns: ColumnDef<T, any>[];
  /** The selection checkbox's label; null without row selection. */
  selectLabel: string | null;
  renderActions?: (row: T) => ReactNode;
}

function TableRowView<T>({ row, index, selected, selectLabel, renderActions }: TableRowProps<T>) {
  return (
    <tr className={styles.row} aria-rowindex={index + 2} data-selected={selected || undefined}>
      {selectLabel !== null ? <td className={styles.cell}>{selectCheckbox(row, selectLabel)}</td> : null}
      {row.getVisibleCells().map((cell) => (
        <td key={cell.id} className={styles.cell}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
      {renderActions ? (
        <td className={styles.cell} style={{ width: GUEST_LIST_ACTIONS_COLUMN_PX }}>
          {renderActions(row.original)}
        </td>
      ) : null}
    </tr>
  );
}

/**
 * A table row, rendered again only when what it shows changes (not for each keystroke of a search that keeps it
 * on screen). The Row object itself is new whenever the table's data is: it is not compared.
 */
const TableRow = memo(
  TableRowView,
  (before, after) =>
    before.original === after.original &&
    before.row.id === after.row.id &&
    before.index === after.index &&
    before.selected === after.selected &&
    before.columns === after.columns &&
    before.selectLabel === after.selectLabel &&
    before.renderActions === after.renderActions,
) as typeof TableRowView;

/**
 * Guest table (docs/requirements.md B2): sortable headers, row selection, fixed 120 px actions column, a card layout
 * under 640 px and row virtualisation (only the visible rows are in the DOM, so 5,000 rows stay fast).
 */
export function DataTable<T>({
  label,
  data,
  columns,
  getRowId,
  enableRowSelection = false,
  rowSelection: controlledSelection,
  onRowSelectionChange,
  renderActions,
  height = '32rem',
  emptyState,
  layout = 'auto',
}: DataTableProps<T>) {
  const { t } = useUiStrings();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [ownSelection, setOwnSelection] = useState<RowSelectionState>({});
  const rowSelection = controlledSelection ?? ownSelection;
  const narrowViewport = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  const narrow = layout === 'cards' || (layout === 'auto' && narrowViewport);
  const scrollerRef = useRef<HTMLDivElement>(null);

  const table = useReactTable({
    data: data as T[],
    columns,
    getRowId: (row) => getRowId(row),
    state: { sorting, rowSelection },
    enableRowSelection,
    onSortingChange: setSorting,
    onRowSelectionChange: (updater) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      if (!controlledSelection) setOwnSelection(next);
      onRowSelectionChange?.(next);
    },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  const rows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => (narrow ? CARD_ROW_PX : TABLE_ROW_PX),
    overscan: 8,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const totalSize = virtualizer.getTotalSize();
  const leafColumns = table.getVisibleLeafColumns();
  const columnCount = leafColumns.length + (enableRowSelection ? 1 : 0) + (renderActions ? 1 : 0);

  const selectRow = (row: Row<T>) => selectCheckbox(row, t('dataTable.selectRow'));

  if (rows.length === 0 && emptyState) return <>{emptyState}</>;

  if (narrow) {
    return (
      <div ref={scrollerRef} className={styles.scroller} style={{ height }} data-layout="cards">
        <ul className={styles.cards} aria-label={label} style={{ height: totalSize }}>
          {virtualRows.map((virtualRow) => {
            const row = rows[virtualRow.index];
            if (!row) return null;
            return (
              <li
                key={row.id}
                ref={virtualizer.measureElement}
                data-index={virtualRow.index}
                data-selected={row.getIsSelected() || undefined}
                className={styles.card}
                style={{ transform: `translateY(${virtualRow.start}px)` }}
              >
                <div className={styles.cardInner}>
                  <dl className={styles.cardFields}>
                    {row.getVisibleCells().map((cell) => (
                      <div key={cell.id} style={{ display: 'contents' }}>
                        <dt className={styles.cardTerm}>
                          {columnTitle(cell.column.columnDef, cell.column.id)}
                        </dt>
                        <dd className={styles.cardValue}>
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </dd>
                      </div>
                    ))}
                  </dl>
                  {enableRowSelection || renderActions ? (
                    <div className={styles.cardActions}>
                      {enableRowSelection ? selectRow(row) : <span />}
                      {renderActions?.(row.original)}
                    </div>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    );
  }

  const paddingTop = virtualRows[0]?.start ?? 0;
  const paddingBottom = totalSize - (virtualRows.at(-1)?.end ?? 0);

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll container must be keyboard-scrollable
    <div ref={scrollerRef} className={styles.scroller} style={{ height }} tabIndex={0} data-layout="table">
      <table className={styles.table} aria-label={label} aria-rowcount={rows.length + 1}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {enableRowSelection ? (
                <th className={`${styles.headerCell} ${styles.narrowCell}`} scope="col">
                  <Checkbox
                    aria-label={t('dataTable.selectAll')}
                    isSelected={table.getIsAllRowsSelected()}
                    isIndeterminate={table.getIsSomeRowsSelected()}
                    onChange={(selected) => table.toggleAllRowsSelected(selected)}
                  />
                </th>
              ) : null}
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const canSort = header.column.getCanSort();
                const content = header.isPlaceholder
                  ? null
                  : flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    className={styles.headerCell}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {canSort ? (
                      <Button className={styles.sortButton} onPress={() => header.column.toggleSorting()}>
                        {content}
                        <SortIcon direction={sorted} />
                      </Button>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
              {renderActions ? (
                <th className={styles.headerCell} scope="col" style={{ width: GUEST_LIST_ACTIONS_COLUMN_PX }}>
                  {t('dataTable.actions')}
                </th>
              ) : null}
            </tr>
          ))}
        </thead>
        <tbody>
          {paddingTop > 0 ? (
            <tr data-spacer="">
              <td colSpan={columnCount} style={{ height: paddingTop, padding: 0 }} />
            </tr>
          ) : null}
          {virtualRows.map((virtualRow) => {
            const row = rows[virtualRow.index];
            if (!row) return null;
            return (
              <TableRow
                key={row.id}
                row={row}
                original={row.original}
                index={virtualRow.index}
                selected={row.getIsSelected()}
                columns={columns}
                selectLabel={enableRowSelection ? t('dataTable.selectRow') : null}
                renderActions={renderActions}
              />
            );
          })}
          {paddingBottom > 0 ? (
            <tr data-spacer="">
              <td colSpan={columnCount} style={{ height: paddingBottom, padding: 0 }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
