import type { ColumnDef } from '@tanstack/react-table';
import {
  APPROVAL_STATUSES,
  GUEST_CATEGORY_FILTERS,
  GUEST_PRIORITIES,
  GUEST_SIDES,
  type GuestHeadCountTotals,
  type GuestListEntry,
  type GuestListEntryPage,
  type GuestListQuery,
  type GuestPayloadInput,
  type GuestSide,
  RSVP_FILTER_VALUES,
  translate,
} from '@wedding/core';
import {
  Badge,
  type BadgeTone,
  Button,
  CloseIcon,
  DataTable,
  EmptyState,
  IconButton,
  InlineEditCell,
  Menu,
  MoreIcon,
  Pagination,
  PlusIcon,
  RadioGroup,
  SearchField,
  Select,
  useUiLocale,
} from '@wedding/ui';
import { memo, type ReactNode, type RefObject, useCallback, useMemo } from 'react';
import {
  categoryLabel,
  priorityLabel,
  rsvpLabel,
  rsvpStateOf,
  sideLabel,
  statusLabel,
} from '../components/labels';
import { useLatestCallback } from '../components/use-latest-callback';
import type { InlineEditField } from '../data/use-guest-mutations';
import { type GuestsText, useGuestsText } from '../i18n/guests-text';
import * as styles from './GuestListView.css';
import { QuickAddGuest } from './QuickAddGuest';

export const GUEST_LIST_LAYOUTS = ['table', 'cards'] as const;
export type GuestListLayout = (typeof GUEST_LIST_LAYOUTS)[number];
export type GuestListStatusView = 'loading' | 'error' | 'ready';
export type GuestFilterKey = 'priority' | 'status' | 'category' | 'side' | 'rsvpStatus';
export type GuestRowAction = 'details' | 'edit' | 'group' | 'ungroup' | 'delete';

/**
 * What the signed-in member may change, mirroring core's memberMay (the API checks every change again): a viewer reads
 * only; a side editor changes only guests of their own side.
 */
export interface GuestListEditing {
  /** Adding, importing and grouping guests. */
  list: boolean;
  /** Whether this guest (of this side) may be edited, deleted or grouped. */
  guest: (entry: Pick<GuestListEntry, 'side'>) => boolean;
  /** Why some or all of the list cannot be changed (the member's role), told above the list; none: everything. */
  limit?: { kind: 'viewOnly' } | { kind: 'ownSide'; side: GuestSide };
}

export const FULL_GUEST_LIST_EDITING: GuestListEditing = { list: true, guest: () => true };

const PAGE_SIZES = [10, 25, 50, 100] as const;
/** The choice 'no filter' of a filter's select. */
const ANY = 'any';
const FILTERS: readonly { key: GuestFilterKey; values: readonly string[] }[] = [
  { key: 'priority', values: GUEST_PRIORITIES },
  { key: 'status', values: APPROVAL_STATUSES },
  { key: 'category', values: GUEST_CATEGORY_FILTERS },
  { key: 'side', values: GUEST_SIDES },
  { key: 'rsvpStatus', values: RSVP_FILTER_VALUES },
];

const RSVP_TONES: Record<string, BadgeTone> = {
  attending: 'success',
  not_attending: 'error',
  maybe: 'warning',
  received: 'primary',
  pending: 'neutral',
};

export interface GuestListViewProps {
  /** The list state of the URL (docs/requirements.md B2). */
  query: GuestListQuery;
  status: GuestListStatusView;
  page: GuestListEntryPage | null;
  /** Names of the party heads on the page or in the list, for "companion of" lines. */
  names: ReadonlyMap<string, string>;
  counts: GuestHeadCountTotals | null;
  /** The search box's text, committed to the URL after 500 ms (the panel's after 300 ms). */
  searchDraft: string;
  onSearchDraftChange: (text: string, source: 'header' | 'panel') => void;
  /** Commits a search at once (a picked suggestion, a cleared box). */
  onSearchCommit: (text: string) => void;
  suggestions: readonly string[];
  onQueryChange: (patch: Partial<GuestListQuery>) => void;
  layout: GuestListLayout;
  onLayoutChange: (layout: GuestListLayout) => void;
  filterPanelOpen: boolean;
  onFilterPanelOpenChange: (open: boolean) => void;
  /** Where the filter panel's search field is, so modifier+F can put the focus there. */
  panelRef?: RefObject<HTMLDivElement | null>;
  /** Screen-reader announcement of the result count (cleared after 1 s by the screen). */
  announcement: string;
  /** 'Strg', 'Ctrl' or '⌘' (the platform's shortcut modifier, as the person's keyboard says it). */
  shortcutModifier: string;
  onRetry: () => void;
  onAdd: () => void;
  /** The quick form's guest (only a name): resolves once it is saved, rejects with the API's refusal. */
  onQuickAdd: (payload: GuestPayloadInput) => Promise<void>;
  onImport: () => void;
  onExport: () => void;
  onRowAction: (entry: GuestListEntry, action: GuestRowAction) => void;
  onInlineEdit: (
    entry: GuestListEntry,
    field: InlineEditField,
    value: string | number | null,
  ) => Promise<void>;
  /** A server page is on its way; the previous page stays shown. */
  refreshing?: boolean;
  /** What the member may change; everything when left out. */
  editing?: GuestListEditing;
}

function activeFilters(query: GuestListQuery): { key: GuestFilterKey; value: string }[] {
  return FILTERS.flatMap(({ key }) => (query[key] ? [{ key, value: query[key] as string }] : []));
}

function filterValueLabel(text: GuestsText<'list'>, key: GuestFilterKey, value: string): string {
  if (key === 'priority') return priorityLabel(text, value);
  if (key === 'status') return statusLabel(text, value);
  if (key === 'category') return categoryLabel(text, value);
  if (key === 'side') return sideLabel(text, value);
  return rsvpLabel(text, value);
}

function rowActions(text: GuestsText<'list'>, entry: GuestListEntry, editing: GuestListEditing) {
  const details = { id: 'details' as const, label: text('action.details') };
  if (!editing.list || !editing.guest(entry)) return [details];
  return [
    details,
    { id: 'edit' as const, label: text('action.edit') },
    entry.householdId
      ? { id: 'ungroup' as const, label: text('action.ungroup') }
      : { id: 'group' as const, label: text('action.group') },
    { id: 'delete' as const, label: text('action.delete'), tone: 'danger' as const },
  ];
}

/**
 * Guest list (docs/requirements.md B2): search (with suggestions and a sticky mobile search header under 640 px), a
 * filter side panel with its own search and chips for the active filters, the quick form (a name only) above the list,
 * the virtualised table (TanStack Table) or cards, inline editing of name, phone and expected people, a 120 px actions
 * column, pagination, empty and failure states, the shortcuts and a live region for the result count. Pure: the screen
 * owns the data and the URL.
 */
export function GuestListView(props: GuestListViewProps) {
  const text = useGuestsText('list');
  const locale = useUiLocale();
  const { query, page, counts, status } = props;
  const editing = props.editing ?? FULL_GUEST_LIST_EDITING;
  const filters = activeFilters(query);
  const filtered = filters.length > 0 || query.search.trim() !== '';
  const numbers = useMemo(() => new Intl.NumberFormat(locale), [locale]);

  // Stable identities for what the rows, columns and the unchanged parts of the toolbar get, so a keystroke in
  // the search renders only what it changes (the screen passes new functions on each render).
  const onRowAction = useLatestCallback(props.onRowAction);
  const onInlineEdit = useLatestCallback(props.onInlineEdit);
  const onQueryChange = useLatestCallback(props.onQueryChange);
  const onLayoutChange = useLatestCallback(props.onLayoutChange);
  const onAdd = useLatestCallback(props.onAdd);
  const onQuickAdd = useLatestCallback(props.onQuickAdd);
  const onImport = useLatestCallback(props.onImport);
  const onExport = useLatestCallback(props.onExport);
  const columns = useGuestColumns(text, props.names, onInlineEdit, editing);
  const renderActions = useCallback(
    (entry: GuestListEntry) => (
      <RowActions text={text} entry={entry} editing={editing} onRowAction={onRowAction} />
    ),
    [text, editing, onRowAction],
  );

  let content: ReactNode;
  if (status === 'error') {
    content = (
      <div className={styles.error} role="alert">
        <p className={styles.errorTitle}>{translate('guest.loadError', locale)}</p>
        <Button variant="outline" onPress={props.onRetry}>
          {translate('retry', locale)}
        </Button>
      </div>
    );
  } else if (status === 'loading' || !page) {
    content = (
      <p className={styles.summary} aria-busy="true">
        {text('loading')}
      </p>
    );
  } else {
    const empty = filtered ? (
      <EmptyState
        title={translate('guest.noneFound', locale)}
        action={
          <Button variant="outline" onPress={() => props.onQueryChange(clearedFilters())}>
            {text('clearFilters')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        title={translate('guest.noneYet', locale)}
        action={
          editing.list ? (
            <Button icon={<PlusIcon />} onPress={props.onAdd}>
              {text('addFirst')}
            </Button>
          ) : undefined
        }
      />
    );
    content = (
      <>
        <DataTable
          label={text('table.label')}
          data={page.data}
          columns={columns}
          getRowId={entryId}
          layout={props.layout === 'cards' ? 'cards' : 'auto'}
          height="min(36rem, 70vh)"
          emptyState={empty}
          renderActions={renderActions}
        />
        {page.total > 0 ? (
          <ListFooter
            page={page.page}
            totalPages={page.totalPages}
            limit={query.limit}
            numbers={numbers}
            onQueryChange={onQueryChange}
          />
        ) : null}
      </>
    );
  }

  return (
    <div className={styles.root}>
      {counts ? (
        <p className={styles.summary}>
          {text('summary', {
            entries: numbers.format(counts.entries),
            households: numbers.format(counts.households),
            people: numbers.format(counts.expectedPeople),
            plusOnes: numbers.format(counts.unnamedPlusOnes),
          })}
        </p>
      ) : null}
      <div className={styles.toolbar}>
        <search className={styles.searchHeader} aria-label={text('toolbar.label')}>
          <div className={styles.searchBox}>
            <SearchField
              label={text('search.label')}
              placeholder={text('search.placeholder')}
              value={props.searchDraft}
              onChange={(value) => props.onSearchDraftChange(value, 'header')}
              onClear={() => props.onSearchCommit('')}
              onSubmit={(value) => props.onSearchCommit(value)}
            />
            {props.suggestions.length > 0 ? (
              <ul className={styles.suggestions} aria-label={text('search.suggestions')}>
                {props.suggestions.map((suggestion) => (
                  <li key={suggestion}>
                    <Button size="sm" variant="ghost" onPress={() => props.onSearchCommit(suggestion)}>
                      {suggestion}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <Button
            variant="outline"
            aria-expanded={props.filterPanelOpen}
            aria-controls="guest-filter-panel"
            onPress={() => props.onFilterPanelOpenChange(!props.filterPanelOpen)}
          >
            {filters.length > 0 ? text('filters.count', { count: filters.length }) : text('filters')}
          </Button>
        </search>
        <ToolbarActions
          layout={props.layout}
          onLayoutChange={onLayoutChange}
          onExport={onExport}
          onImport={onImport}
          onAdd={onAdd}
          mayAdd={editing.list}
        />
      </div>
      {editing.limit ? (
        <p className={styles.limitNotice} data-limit={editing.limit.kind}>
          {editing.limit.kind === 'viewOnly'
            ? text('limit.viewOnly')
            : text('limit.ownSide', { side: text(`side.${editing.limit.side}`) })}
        </p>
      ) : null}
      <p className={styles.hint}>
        {text(editing.list ? 'shortcuts' : 'shortcuts.readOnly', { modifier: props.shortcutModifier })}
      </p>
      {filters.length > 0 || query.search ? (
        <ul className={styles.chips} aria-label={text('filters.active')}>
          {query.search ? (
            <li className={styles.chip}>
              {text('chip.search', { text: query.search })}
              <IconButton
                size="sm"
                aria-label={text('chip.remove', { label: text('chip.search', { text: query.search }) })}
                icon={<CloseIcon />}
                onPress={() => props.onSearchCommit('')}
              />
            </li>
          ) : null}
          {filters.map(({ key, value }) => {
            const label = `${text(`filter.${key}`)}: ${filterValueLabel(text, key, value)}`;
            return (
              <li key={key} className={styles.chip}>
                {label}
                <IconButton
                  size="sm"
                  aria-label={text('chip.remove', { label })}
                  icon={<CloseIcon />}
                  onPress={() => props.onQueryChange({ [key]: undefined, page: 1 })}
                />
              </li>
            );
          })}
          <li>
            <Button
              size="sm"
              variant="ghost"
              onPress={() => props.onQueryChange({ ...clearedFilters(), search: '' })}
            >
              {text('filters.clear')}
            </Button>
          </li>
        </ul>
      ) : null}
      <div className={styles.body} data-panel={props.filterPanelOpen ? 'open' : 'closed'}>
        {props.filterPanelOpen ? <FilterPanel {...props} /> : null}
        <div className={styles.listColumn} aria-busy={props.refreshing || undefined}>
          {status === 'ready' && page && editing.list ? <QuickAddGuest onAdd={onQuickAdd} /> : null}
          {content}
        </div>
      </div>
      <div role="status" className={styles.status}>
        {props.announcement}
      </div>
    </div>
  );
}

const entryId = (entry: GuestListEntry) => entry.id;

/** View choice, export, import and add: the same for every search, so not rendered again while typing. */
const ToolbarActions = memo(function ToolbarActions(props: {
  layout: GuestListLayout;
  onLayoutChange: (layout: GuestListLayout) => void;
  onExport: () => void;
  onImport: () => void;
  onAdd: () => void;
  mayAdd: boolean;
}) {
  const text = useGuestsText('list');
  return (
    <div className={styles.toolbarActions}>
      <div className={styles.viewChoice}>
        <RadioGroup
          label={text('view.label')}
          orientation="horizontal"
          options={[
            { value: 'table', label: text('view.table') },
            { value: 'cards', label: text('view.cards') },
          ]}
          value={props.layout}
          onChange={(value) => props.onLayoutChange(value as GuestListLayout)}
        />
      </div>
      <Button variant="outline" onPress={props.onExport}>
        {text('export')}
      </Button>
      {props.mayAdd ? (
        <>
          <Button variant="outline" onPress={props.onImport}>
            {text('import')}
          </Button>
          <Button icon={<PlusIcon />} onPress={props.onAdd}>
            {text('add')}
          </Button>
        </>
      ) : null}
    </div>
  );
});

/** Pagination and page size under the list; rendered again only when the page or the page count changes. */
const ListFooter = memo(function ListFooter(props: {
  page: number;
  totalPages: number;
  limit: number;
  numbers: Intl.NumberFormat;
  onQueryChange: (patch: Partial<GuestListQuery>) => void;
}) {
  const text = useGuestsText('list');
  const { onQueryChange, numbers } = props;
  return (
    <div className={styles.footer}>
      <Pagination
        page={props.page}
        totalPages={props.totalPages}
        onPageChange={(next) => onQueryChange({ page: next })}
      />
      <p className={styles.hint}>{text('pageInfo', { page: props.page, pages: props.totalPages })}</p>
      <div className={styles.pageSize}>
        <Select
          label={text('pageSize')}
          options={PAGE_SIZES.map((size) => ({ id: String(size), label: numbers.format(size) }))}
          selectedKey={String(props.limit)}
          onSelectionChange={(key) => onQueryChange({ limit: Number(key), page: 1 })}
        />
      </div>
    </div>
  );
});

/** A row's action menu (120 px column): details, and where the member may change the guest edit, link or unlink, delete. */
function RowActions({
  text,
  entry,
  editing,
  onRowAction,
}: {
  text: GuestsText<'list'>;
  entry: GuestListEntry;
  editing: GuestListEditing;
  onRowAction: (entry: GuestListEntry, action: GuestRowAction) => void;
}) {
  const label = text('actions.label', { name: entry.name });
  return (
    <Menu
      aria-label={label}
      trigger={<IconButton aria-label={label} icon={<MoreIcon />} />}
      items={rowActions(text, entry, editing)}
      onAction={(action) => onRowAction(entry, action)}
    />
  );
}

function clearedFilters(): Partial<GuestListQuery> {
  return {
    priority: undefined,
    status: undefined,
    category: undefined,
    side: undefined,
    rsvpStatus: undefined,
    page: 1,
  };
}

/**
 * The filter side panel (docs/requirements.md B2): its own search (300 ms), one choice per filter, clear all, close.
 */
function FilterPanel(props: GuestListViewProps) {
  const text = useGuestsText('list');
  return (
    <section id="guest-filter-panel" className={styles.panel} aria-labelledby="guest-filter-title">
      <div className={styles.panelHeader}>
        <h2 id="guest-filter-title" className={styles.panelTitle}>
          {text('filters.title')}
        </h2>
        <IconButton
          aria-label={text('filters.close')}
          icon={<CloseIcon />}
          onPress={() => props.onFilterPanelOpenChange(false)}
        />
      </div>
      <div ref={props.panelRef}>
        <SearchField
          label={text('filters.search')}
          placeholder={text('search.placeholder')}
          value={props.searchDraft}
          onChange={(value) => props.onSearchDraftChange(value, 'panel')}
          onClear={() => props.onSearchCommit('')}
        />
      </div>
      {FILTERS.map(({ key, values }) => (
        <Select
          key={key}
          label={text(`filter.${key}`)}
          options={[
            { id: ANY, label: text('filters.any') },
            ...values.map((value) => ({ id: value, label: filterValueLabel(text, key, value) })),
          ]}
          selectedKey={(props.query[key] as string | undefined) ?? ANY}
          onSelectionChange={(value) =>
            props.onQueryChange({ [key]: value === ANY ? undefined : value, page: 1 })
          }
        />
      ))}
      <Button variant="ghost" onPress={() => props.onQueryChange(clearedFilters())}>
        {text('filters.clear')}
      </Button>
    </section>
  );
}

function useGuestColumns(
  text: GuestsText<'list'>,
  names: GuestListViewProps['names'],
  onInlineEdit: GuestListViewProps['onInlineEdit'],
  editing: GuestListEditing,
): ColumnDef<GuestListEntry, unknown>[] {
  return useMemo<ColumnDef<GuestListEntry, unknown>[]>(
    () => [
      {
        id: 'name',
        header: text('column.name'),
        accessorFn: (entry) => entry.name,
        cell: ({ row }) => {
          const entry = row.original;
          const head =
            entry.groupRole === 'companion' && entry.primaryGuestId ? names.get(entry.primaryGuestId) : null;
          return (
            <span className={`${styles.nameCell} ${head ? styles.companionName : ''}`}>
              <InlineEditCell
                label={text('column.name')}
                type="text"
                value={entry.name}
                readOnly={!editing.guest(entry)}
                onSave={(value) => onInlineEdit(entry, 'name', value)}
              />
              {head ? (
                <span className={styles.partyLine}>{text('party.companionOf', { name: head })}</span>
              ) : null}
            </span>
          );
        },
      },
      {
        id: 'phone',
        header: text('column.phone'),
        accessorFn: (entry) => entry.phone ?? '',
        cell: ({ row }) => (
          <InlineEditCell
            label={text('column.phone')}
            type="text"
            value={row.original.phone}
            readOnly={!editing.guest(row.original)}
            onSave={(value) => onInlineEdit(row.original, 'phone', value)}
          />
        ),
      },
      {
        id: 'category',
        header: text('column.category'),
        accessorFn: (entry) => categoryLabel(text, entry.category),
      },
      { id: 'side', header: text('column.side'), accessorFn: (entry) => sideLabel(text, entry.side) },
      {
        id: 'priority',
        header: text('column.priority'),
        accessorFn: (entry) => priorityLabel(text, entry.priority),
      },
      {
        id: 'status',
        header: text('column.status'),
        accessorFn: (entry) => statusLabel(text, entry.approvalStatus),
      },
      {
        id: 'rsvp',
        header: text('column.rsvp'),
        accessorFn: (entry) => rsvpStateOf(entry),
        cell: ({ row }) => {
          const state = rsvpStateOf(row.original);
          return <Badge tone={RSVP_TONES[state] ?? 'neutral'}>{rsvpLabel(text, state)}</Badge>;
        },
      },
      {
        id: 'people',
        header: text('column.people'),
        accessorFn: (entry) => entry.estimatedGuests,
        cell: ({ row }) => (
          <InlineEditCell
            label={text('column.people')}
            type="number"
            value={row.original.estimatedGuests}
            readOnly={!editing.guest(row.original)}
            onSave={(value) => onInlineEdit(row.original, 'estimatedGuests', value)}
          />
        ),
      },
    ],
    [text, names, onInlineEdit, editing],
  );
}
