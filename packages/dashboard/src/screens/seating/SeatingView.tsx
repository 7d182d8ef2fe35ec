import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  applySeatChanges,
  GUEST_CATEGORIES,
  GUEST_SIDES,
  type GuestCategory,
  type GuestSide,
  householdMoveChanges,
  type SeatChange,
  type SeatingPlan,
  type SeatingTableCreateRequest,
  seatingWarnings,
  suggestSeating,
  undoSeatChanges,
} from '@wedding/core';
import {
  Button,
  buttonStyle,
  EmptyState,
  IconButton,
  RadioGroup,
  SearchField,
  Select,
  Switch,
  useMediaQuery,
  useToast,
  useUiLocale,
} from '@wedding/ui';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useDashboardText } from '../../i18n/dashboard-text';
import { DownloadIcon, SparkleIcon, TrashIcon } from '../../shell/nav-icons';
import { dropTargetKeys } from './drop-target-keys';
import { GuestDragPreview, GuestRow } from './GuestRow';
import { ALL, filterGuests, type GuestFilter } from './guest-filter';
import { NoteDialog } from './NoteDialog';
import { SeatDialog } from './SeatDialog';
import * as styles from './SeatingView.css';
import { householdSizes, indexSeating } from './seating-index';
import type { SeatingPrintLinks } from './seating-links';
import { TableCard } from './TableCard';
import { TableDialog } from './TableDialog';
import { WarningsPanel } from './WarningsPanel';

export type SeatingStatus = 'loading' | 'error' | 'ready';
export type SeatingMode = 'drag' | 'list';
const UNSEATED = 'unseated';
/** A press that moves less than this is a click on the handle, not a drag. */
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };

export interface SeatingViewProps {
  status: SeatingStatus;
  plan: SeatingPlan;
  onRetry: () => void;
  /** Saves seat changes; the screen shows them at once and rolls them back (with a message) when this rejects. */
  onChangeSeats: (changes: SeatChange[]) => Promise<void>;
  onCreateTable: (input: SeatingTableCreateRequest) => Promise<void>;
  onUpdateTable: (tableId: string, input: SeatingTableCreateRequest) => Promise<void>;
  onDeleteTable: (tableId: string) => Promise<void>;
  onAddNote: (guestAId: string, guestBId: string) => Promise<void>;
  onDeleteNote: (noteId: string) => Promise<void>;
  onSetChild: (guestId: string, isChild: boolean) => Promise<void>;
  /** Dragging or the list; phones and touch screens start with the list. */
  defaultMode?: SeatingMode;
  /** The printable chart, escort list and place cards. */
  printLinks: SeatingPrintLinks;
}

type TableEditor = { kind: 'add' } | { kind: 'edit'; tableId: string } | null;

/** The side list of attending guests without a seat; a drop target that unseats. */
function UnseatedPanel({ children, draggable }: { children: React.ReactNode; draggable: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: UNSEATED, disabled: !draggable });
  return (
    <section
      ref={setNodeRef}
      className={styles.unseatedPanel}
      data-over={isOver}
      aria-labelledby="seating-unseated"
    >
      {children}
    </section>
  );
}

/**
 * '/dashboard/wedding/seating': tables on a plan, attending guests without a seat beside it (search, side and
 * category), moved by dragging, by keyboard (announced) or through a dialog (list mode, the phones' default),
 * a guest alone or the whole household; warnings always in view; "Suggest a plan" with a one-step undo.
 */
export function SeatingView({
  status,
  plan,
  onRetry,
  onChangeSeats,
  onCreateTable,
  onUpdateTable,
  onDeleteTable,
  onAddNote,
  onDeleteNote,
  onSetChild,
  defaultMode,
  printLinks,
}: SeatingViewProps) {
  const text = useDashboardText('seating');
  const locale = useUiLocale();
  const toast = useToast();
  const dndId = useId();
  const coarse = useMediaQuery('(pointer: coarse), (max-width: 40rem)');
  const [chosenMode, setChosenMode] = useState<SeatingMode | null>(defaultMode ?? null);
  const mode: SeatingMode = chosenMode ?? (coarse ? 'list' : 'drag');
  const draggable = mode === 'drag';
  const [withHousehold, setWithHousehold] = useState(true);
  const [filter, setFilter] = useState<GuestFilter>({ search: '', side: ALL, category: ALL });
  const [activeId, setActiveId] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [tableEditor, setTableEditor] = useState<TableEditor>(null);
  const [addingNote, setAddingNote] = useState(false);
  const [undo, setUndo] = useState<SeatChange[] | null>(null);
  const [busy, setBusy] = useState(false);

  const index = useMemo(() => indexSeating(plan), [plan]);
  const householdSize = useMemo(() => householdSizes(plan.guests), [plan.guests]);
  const warnings = useMemo(() => seatingWarnings(plan), [plan]);
  const tableById = useMemo(() => new Map(plan.tables.map((table) => [table.id, table])), [plan.tables]);
  const shownUnseated = useMemo(
    () => filterGuests(index.unseated, filter, locale),
    [index.unseated, filter, locale],
  );

  // Handlers read the newest plan through a ref, so the rows' and tables' callbacks never change and a drop
  // re-renders only what moved.
  const latest = useRef({ plan, index, withHousehold });
  latest.current = { plan, index, withHousehold };
  const order = useRef<string[]>([]);
  order.current = [UNSEATED, ...plan.tables.map((table) => table.id)];

  // Sensors that stay the same object across renders: new ones would give dnd-kit new listeners and re-render every
  // draggable guest on each seat change.
  const keyboardOptions = useMemo(() => ({ coordinateGetter: dropTargetKeys(() => order.current) }), []);
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, keyboardOptions),
  );

  const save = useCallback(
    async (changes: SeatChange[]) => {
      if (changes.length === 0) return;
      setUndo(null);
      await onChangeSeats(changes).catch(() => undefined);
    },
    [onChangeSeats],
  );

  const move = useCallback(
    (guestId: string, toTableId: string | null, household: boolean) =>
      save(householdMoveChanges(latest.current.plan, guestId, toTableId, household)),
    [save],
  );

  const choose = useCallback((guestId: string) => setChoosing(guestId), []);
  const editTable = useCallback((tableId: string) => setTableEditor({ kind: 'edit', tableId }), []);

  const nameOf = (id: unknown) => latest.current.index.guestById.get(String(id))?.name ?? '';
  const targetName = (id: unknown) =>
    id === UNSEATED ? null : (latest.current.plan.tables.find((table) => table.id === id) ?? null);
  const movesHousehold = (id: unknown) => {
    const guest = latest.current.index.guestById.get(String(id));
    return guest && latest.current.withHousehold ? (householdSize.get(guest.householdId) ?? 1) : 1;
  };
  // dnd-kit reports the drop target under the guest right after the pick-up; while that is still where the guest
  // came from, the pick-up stays the announcement instead of being replaced by it.
  const pickUp = useRef<{ origin: string; message: string } | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const message =
        movesHousehold(active.id) > 1
          ? text('announce.startHousehold', { name: nameOf(active.id), count: movesHousehold(active.id) })
          : text('announce.start', { name: nameOf(active.id) });
      pickUp.current = { origin: latest.current.index.tableOf.get(String(active.id)) ?? UNSEATED, message };
      return message;
    },
    onDragOver: ({ over }) => {
      const start = pickUp.current;
      pickUp.current = null;
      if (start && over?.id === start.origin) return start.message;
      if (!over) return text('announce.away');
      const table = targetName(over.id);
      if (!table) return text('announce.overUnseated');
      const seated = latest.current.index.seatedAt.get(table.id)?.length ?? 0;
      return text('announce.over', { table: table.name, free: Math.max(0, table.seats - seated) });
    },
    onDragEnd: ({ active, over }) => {
      if (!over) return text('announce.cancel', { name: nameOf(active.id) });
      const table = targetName(over.id);
      return table
        ? text('announce.seated', { name: nameOf(active.id), table: table.name })
        : text('announce.unseated', { name: nameOf(active.id) });
    },
    onDragCancel: ({ active }) => text('announce.cancel', { name: nameOf(active.id) }),
  };

  const collisions: CollisionDetection = (args) => {
    const within = pointerWithin(args);
    return within.length > 0 ? within : rectIntersection(args);
  };

  const onDragStart = ({ active }: DragStartEvent) => setActiveId(String(active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (!over) return;
    void move(String(active.id), over.id === UNSEATED ? null : String(over.id), latest.current.withHousehold);
  };

  const suggest = async () => {
    const suggestion = suggestSeating(plan);
    if (suggestion.changes.length === 0) {
      toast.warning(text('suggest.nothing'));
      return;
    }
    setBusy(true);
    try {
      await onChangeSeats(suggestion.changes);
      setUndo(undoSeatChanges(plan.assignments, applySeatChanges(plan.assignments, suggestion.changes)));
      toast.success(text('suggest.done', { count: suggestion.changes.length }), {
        ...(suggestion.unplacedGuestIds.length > 0
          ? { description: text('suggest.unplaced', { count: suggestion.unplacedGuestIds.length }) }
          : {}),
      });
    } catch {
      // Rolled back and explained by the screen.
    } finally {
      setBusy(false);
    }
  };

  const undoSuggestion = async () => {
    if (!undo) return;
    setBusy(true);
    try {
      await onChangeSeats(undo);
      setUndo(null);
      toast.success(text('undo.done'));
    } catch {
      // Rolled back and explained by the screen; the offer stays.
    } finally {
      setBusy(false);
    }
  };

  if (status !== 'ready') {
    return (
      <div className={styles.root}>
        <p className={styles.hint}>{text('intro')}</p>
        {status === 'loading' ? (
          <p className={styles.muted} role="status" aria-busy="true">
            {text('loading')}
          </p>
        ) : (
          <div role="alert">
            <p className={styles.muted}>{text('loadFailed')}</p>
            <Button variant="secondary" onPress={onRetry}>
              {text('retry')}
            </Button>
          </div>
        )}
      </div>
    );
  }

  const activeGuest = activeId ? index.guestById.get(activeId) : undefined;
  const choosingGuest = choosing ? index.guestById.get(choosing) : undefined;
  const editedTable = tableEditor?.kind === 'edit' ? tableById.get(tableEditor.tableId) : undefined;
  const nameOfGuest = (id: string) => index.guestById.get(id)?.name ?? '';

  return (
    <div className={styles.root}>
      <p className={styles.hint}>{text('intro')}</p>
      <div className={styles.toolbar} role="toolbar" aria-label={text('toolbar.label')}>
        <Button variant="primary" onPress={() => setTableEditor({ kind: 'add' })}>
          {text('addTable')}
        </Button>
        <Button
          variant="secondary"
          icon={<SparkleIcon />}
          onPress={suggest}
          isDisabled={busy || plan.tables.length === 0}
        >
          {text('suggest')}
        </Button>
        {undo ? (
          <Button variant="outline" onPress={undoSuggestion} isDisabled={busy}>
            {text('undo')}
          </Button>
        ) : null}
        <RadioGroup<SeatingMode>
          label={text('mode.label')}
          orientation="horizontal"
          value={mode}
          onChange={setChosenMode}
          options={[
            { value: 'drag', label: text('mode.drag') },
            { value: 'list', label: text('mode.list') },
          ]}
        />
        <Switch isSelected={withHousehold} onChange={setWithHousehold}>
          {text('household.toggle')}
        </Switch>
      </div>

      <WarningsPanel warnings={warnings} guestById={index.guestById} tableById={tableById} />

      <p id="seating-drag-help" hidden>
        {text('guest.dragDescription')}
      </p>
      <DndContext
        id={dndId}
        sensors={sensors}
        collisionDetection={collisions}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: text('guest.dragDescription') },
        }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setActiveId(null)}
      >
        <div className={styles.layout}>
          <UnseatedPanel draggable={draggable}>
            <h2 className={styles.sectionTitle} id="seating-unseated">
              {text('unseated.title', { count: index.unseated.length })}
            </h2>
            <SearchField
              label={text('search.label')}
              value={filter.search}
              onChange={(search) => setFilter((current) => ({ ...current, search }))}
            />
            <div className={styles.filters}>
              <Select<GuestSide | typeof ALL>
                label={text('filter.side')}
                options={[
                  { id: ALL, label: text('filter.all') },
                  ...GUEST_SIDES.map((side) => ({ id: side, label: text(`side.${side}`) })),
                ]}
                selectedKey={filter.side}
                onSelectionChange={(side) =>
                  setFilter((current) => ({ ...current, side: side as GuestSide | typeof ALL }))
                }
              />
              <Select<GuestCategory | typeof ALL>
                label={text('filter.category')}
                options={[
                  { id: ALL, label: text('filter.all') },
                  ...GUEST_CATEGORIES.map((category) => ({
                    id: category,
                    label: text(`category.${category}`),
                  })),
                ]}
                selectedKey={filter.category}
                onSelectionChange={(category) =>
                  setFilter((current) => ({ ...current, category: category as GuestCategory | typeof ALL }))
                }
              />
            </div>
            {draggable ? <p className={styles.muted}>{text('unseated.drop')}</p> : null}
            {index.unseated.length === 0 ? (
              <p className={styles.muted}>{text('unseated.empty')}</p>
            ) : shownUnseated.length === 0 ? (
              <p className={styles.muted}>{text('unseated.noneFound')}</p>
            ) : (
              <ul className={styles.guestList} aria-labelledby="seating-unseated">
                {shownUnseated.map((guest) => (
                  <GuestRow
                    key={guest.id}
                    guest={guest}
                    householdSize={householdSize.get(guest.householdId) ?? 1}
                    draggable={draggable}
                    onChoose={choose}
                  />
                ))}
              </ul>
            )}
          </UnseatedPanel>

          <section aria-labelledby="seating-tables" className={styles.root}>
            <h2 className={styles.sectionTitle} id="seating-tables">
              {text('tables.title', { count: plan.tables.length })}
            </h2>
            {plan.tables.length === 0 ? (
              <EmptyState
                title={text('tables.empty.title')}
                description={text('tables.empty.description')}
                action={
                  <Button variant="primary" onPress={() => setTableEditor({ kind: 'add' })}>
                    {text('addTable')}
                  </Button>
                }
              />
            ) : (
              <ul className={styles.plan}>
                {plan.tables.map((table) => (
                  <TableCard
                    key={table.id}
                    table={table}
                    guests={index.seatedAt.get(table.id) ?? []}
                    householdSize={householdSize}
                    draggable={draggable}
                    onChoose={choose}
                    onEdit={editTable}
                  />
                ))}
              </ul>
            )}
          </section>
        </div>
        <DragOverlay>
          {activeGuest ? (
            <GuestDragPreview
              guest={activeGuest}
              householdSize={withHousehold ? (householdSize.get(activeGuest.householdId) ?? 1) : 1}
            />
          ) : null}
        </DragOverlay>
      </DndContext>

      <section className={styles.panel} aria-labelledby="seating-notes">
        <h2 className={styles.sectionTitle} id="seating-notes">
          {text('notes.title')}
        </h2>
        <p className={styles.muted}>{text('notes.description')}</p>
        {plan.notes.length === 0 ? (
          <p className={styles.muted}>{text('notes.empty')}</p>
        ) : (
          <ul className={styles.noteList}>
            {plan.notes.map((note) => {
              const names = { first: nameOfGuest(note.guestAId), second: nameOfGuest(note.guestBId) };
              return (
                <li key={note.id} className={styles.guestRow}>
                  <span className={styles.guestText}>{text('notes.pair', names)}</span>
                  <IconButton
                    variant="ghost"
                    size="sm"
                    icon={<TrashIcon />}
                    aria-label={text('notes.remove', names)}
                    onPress={() => void onDeleteNote(note.id).catch(() => undefined)}
                  />
                </li>
              );
            })}
          </ul>
        )}
        <div>
          <Button variant="secondary" onPress={() => setAddingNote(true)}>
            {text('notes.add')}
          </Button>
        </div>
      </section>

      <section className={styles.panel} aria-labelledby="seating-print">
        <h2 className={styles.sectionTitle} id="seating-print">
          {text('print.title')}
        </h2>
        <p className={styles.muted}>{text('print.hint')}</p>
        <div className={styles.toolbar}>
          {(
            [
              ['chart', 'print.chart'],
              ['escortList', 'print.escortList'],
              ['placeCards', 'print.placeCards'],
            ] as const
          ).map(([link, label]) => (
            <a
              key={link}
              href={printLinks[link]}
              download
              className={buttonStyle({ variant: 'outline', size: 'md' })}
            >
              <DownloadIcon aria-hidden="true" />
              <span>{text(label)}</span>
            </a>
          ))}
        </div>
      </section>

      {choosingGuest ? (
        <SeatDialog
          guest={choosingGuest}
          currentTableId={index.tableOf.get(choosingGuest.id) ?? null}
          tables={plan.tables}
          seatedCount={(tableId) => index.seatedAt.get(tableId)?.length ?? 0}
          householdSize={householdSize.get(choosingGuest.householdId) ?? 1}
          withHouseholdByDefault={withHousehold}
          onClose={() => setChoosing(null)}
          onSave={(choice) => {
            setChoosing(null);
            if (choice.isChild !== choosingGuest.isChild) {
              void onSetChild(choosingGuest.id, choice.isChild).catch(() => undefined);
            }
            void move(choosingGuest.id, choice.tableId, choice.withHousehold);
          }}
        />
      ) : null}
      {tableEditor ? (
        <TableDialog
          {...(editedTable ? { table: editedTable } : {})}
          suggestedName={String(plan.tables.length + 1)}
          onClose={() => setTableEditor(null)}
          onSave={(input) => (editedTable ? onUpdateTable(editedTable.id, input) : onCreateTable(input))}
          {...(editedTable ? { onDelete: () => onDeleteTable(editedTable.id) } : {})}
        />
      ) : null}
      {addingNote ? (
        <NoteDialog
          guests={plan.guests.filter((guest) => guest.attendanceStatus !== 'not_attending')}
          onClose={() => setAddingNote(false)}
          onSave={onAddNote}
        />
      ) : null}
    </div>
  );
}
