// Seating drop bench page: the dashboard's SeatingView (from the built @wedding/dashboard) with 300 attending guests
// at 30 tables, and a drop: one guest (with their household) seated at another table, rendered until painted. The
// screen's way keeps every unchanged guest and table object, so only the tables that changed re-render; the naive
// baseline hands the view a plan with fresh objects after each drop (what re-deriving the plan would do), so every
// row renders again. React's Profiler (react-dom/profiling) adds up each commit. Node drives window.dropOnce.
import '@wedding/tokens/css/tokens.css';
import '@wedding/ui/styles.css';
import '../../../../packages/dashboard/dist/index.css';
import { applySeatChanges, householdMoveChanges, suggestSeating } from '@wedding/core';
import { I18nProvider, ThemeProvider, ToastProvider } from '@wedding/ui';
import { Profiler, useState } from 'react';
import { createRoot } from 'react-dom/profiling';
import { SeatingView } from '../../../../packages/dashboard/dist/index.js';
import { settle, untilFrame } from '../../lib/frames.js';

const params = new URLSearchParams(location.search);
const GUESTS = Number(params.get('guests') ?? 300);
const TABLES = Number(params.get('tables') ?? 30);
const SIDES = ['partner1', 'partner2', 'both'];
const CATEGORIES = ['family', 'friends', 'colleagues', 'other'];

function makePlan() {
  const guests = [];
  let head = '';
  for (let index = 0; index < GUESTS; index += 1) {
    const id = `g${index}`;
    if (index % 3 === 0 || index % 7 === 0) head = id;
    guests.push({
      id,
      name: `Gast ${String(index).padStart(3, '0')}`,
      householdId: head,
      category: CATEGORIES[index % 4],
      side: SIDES[index % 3],
      attendanceStatus: 'attending',
      isChild: false,
    });
  }
  // Eleven seats a table: the suggestion leaves a few free for the drops.
  const tables = Array.from({ length: TABLES }, (_, index) => ({
    id: `t${index}`,
    name: `Tisch ${index + 1}`,
    shape: 'round',
    seats: 12,
    kidsOnly: false,
    sortOrder: index,
    version: 1,
  }));
  const plan = { tables, guests, assignments: [], notes: [] };
  return { ...plan, assignments: applySeatChanges([], suggestSeating(plan).changes) };
}

const fresh = (plan) => ({
  tables: plan.tables.map((table) => ({ ...table })),
  guests: plan.guests.map((guest) => ({ ...guest })),
  assignments: plan.assignments.map((assignment) => ({ ...assignment })),
  notes: plan.notes.map((note) => ({ ...note })),
});

const commits = { total: 0, count: 0 };
const onRender = (_id, _phase, actualDuration) => {
  commits.total += actualDuration;
  commits.count += 1;
};
const control = { drop: (_variant) => {} };
const noop = async () => {};

function Bench({ initial }) {
  const [plan, setPlan] = useState(initial);
  control.drop = (variant) => {
    // The next guest moves with their household to the table after their own, as a drop does.
    const seatedGuest = plan.assignments[(control.step * 7) % plan.assignments.length];
    control.step += 1;
    const from = Number(seatedGuest.tableId.slice(1));
    const to = `t${(from + 1 + (control.step % (TABLES - 1))) % TABLES}`;
    const changes = householdMoveChanges(plan, seatedGuest.guestId, to, true);
    const next = { ...plan, assignments: applySeatChanges(plan.assignments, changes) };
    setPlan(variant === 'naive' ? fresh(next) : next);
  };
  return (
    <Profiler id="seating" onRender={onRender}>
      <SeatingView
        status="ready"
        plan={plan}
        defaultMode="drag"
        printLinks={{ chart: '#', escortList: '#', placeCards: '#' }}
        onRetry={() => {}}
        onChangeSeats={noop}
        onCreateTable={noop}
        onUpdateTable={noop}
        onDeleteTable={noop}
        onAddNote={noop}
        onDeleteNote={noop}
        onSetChild={noop}
      />
    </Profiler>
  );
}

const plan = makePlan();
control.step = 0;
const root = createRoot(document.getElementById('root'));
root.render(
  <I18nProvider locale="de">
    <ThemeProvider mode="light">
      <ToastProvider>
        <Bench initial={plan} />
      </ToastProvider>
    </ThemeProvider>
  </I18nProvider>,
);

/** One drop: React's render time of every commit it caused, and the time until the frame showing it has painted. */
window.dropOnce = async (variant) => {
  await settle();
  commits.total = 0;
  commits.count = 0;
  const started = performance.now();
  control.drop(variant);
  const { painted } = await untilFrame(() => commits.count > 0);
  return {
    renderMs: commits.total,
    paintedMs: painted - started,
    rows: document.querySelectorAll('[data-guest-id]').length,
  };
};

/** Frame timestamps while a pointer drag runs (or while idle, the display's own rate). */
const frames = { times: [], generation: 0 };
window.recordFrames = () => {
  frames.times = [];
  frames.generation += 1;
  const generation = frames.generation;
  const record = (time) => {
    if (generation !== frames.generation) return;
    frames.times.push(time);
    requestAnimationFrame(record);
  };
  requestAnimationFrame(record);
};
window.stopFrames = () => {
  frames.generation += 1;
  return frames.times.slice(1).map((time, index) => time - (frames.times[index] ?? time));
};

await settle(4);
window.benchInfo = { guests: GUESTS, tables: TABLES, seated: plan.assignments.length };
window.benchReady = true;
