// DataTable bench page: the guest list as the virtualised @wedding/ui DataTable and as a plain <table> of
// every row, both filtered with @wedding/core's matchesGuestSearch. Node drives it through window.mount, runOnce, unmount.
import '@wedding/tokens/css/tokens.css';
import '@wedding/ui/styles.css';
import './plain-table.css';
import { matchesGuestSearch } from '@wedding/core';
import { DataTable, I18nProvider, ThemeProvider } from '@wedding/ui';
import { useLayoutEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { nextFrame, nextTask, settle, untilFrame } from '../../lib/frames.js';
import { GUEST_COLUMNS, generateGuests } from './guests.js';

// `?guests=` shrinks the list for the bench's smoke run.
const GUEST_COUNT = Number(new URLSearchParams(location.search).get('guests')) || 5_000;
const QUERY = 'Weber';
const SCROLL_STEP_PX = 2_400;
const SCROLL_STEPS = 6;

const guests = generateGuests(GUEST_COUNT);
const matchingCount = guests.filter((guest) => matchesGuestSearch(guest, QUERY)).length;
const dataTableColumns = GUEST_COLUMNS.map(({ key, header }) => ({ accessorKey: key, header }));
const getGuestId = (guest) => guest.id;

// Written in the commit (after React's DOM mutations), read by the timing loop.
const lastCommit = { at: 0, rows: -1 };

function CommitProbe({ rows }) {
  useLayoutEffect(() => {
    lastCommit.at = performance.now();
    lastCommit.rows = rows.length;
  }, [rows]);
  return null;
}

function PlainGuestTable({ rows }) {
  return (
    <div className="plain-scroller" data-bench-scroller="">
      <table className="plain-table" aria-label="Gäste">
        <thead>
          <tr>
            {GUEST_COLUMNS.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((guest) => (
            <tr key={guest.id}>
              {GUEST_COLUMNS.map((column) => (
                <td key={column.key}>{guest[column.key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function GuestList({ variant }) {
  const [query, setQuery] = useState('');
  const rows = useMemo(() => guests.filter((guest) => matchesGuestSearch(guest, query)), [query]);
  return (
    <I18nProvider locale="de">
      <ThemeProvider mode="light">
        <input
          aria-label="Gäste suchen"
          data-bench-filter=""
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {variant === 'virtual' ? (
          <DataTable
            label="Gäste"
            data={rows}
            columns={dataTableColumns}
            getRowId={getGuestId}
            layout="table"
          />
        ) : (
          <PlainGuestTable rows={rows} />
        )}
        <CommitProbe rows={rows} />
      </ThemeProvider>
    </I18nProvider>
  );
}

const root = createRoot(document.getElementById('root'));
const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;

/** Like typing (or pasting) the whole query: one input event, which React handles as a discrete update. */
function enterQuery(value) {
  const input = document.querySelector('[data-bench-filter]');
  setInputValue.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const findScroller = () => document.querySelector('[data-layout="table"], [data-bench-scroller]');
const domRowCount = () => findScroller().querySelectorAll('tbody tr:not([data-spacer])').length;

async function timeRowChange(action, expectedRows) {
  const started = performance.now();
  action();
  const { painted } = await untilFrame(() => lastCommit.at >= started && lastCommit.rows === expectedRows);
  return { commit: lastCommit.at - started, painted: painted - started };
}

async function timeJumpToEnd(variant) {
  const scroller = findScroller();
  const started = performance.now();
  scroller.scrollTop = scroller.scrollHeight;
  const lastRowSelector = `[aria-rowindex="${GUEST_COUNT + 1}"]`;
  const { painted } = await untilFrame(
    () => variant === 'plain' || scroller.querySelector(lastRowSelector) !== null,
  );
  return painted - started;
}

/** A fast wheel scroll from the top: SCROLL_STEP_PX (50 rows) a frame for SCROLL_STEPS frames. */
async function timeScroll() {
  const scroller = findScroller();
  scroller.scrollTop = 0;
  await settle();
  const started = performance.now();
  let previous = started;
  let longest = 0;
  for (let step = 0; step < SCROLL_STEPS; step += 1) {
    scroller.scrollTop += SCROLL_STEP_PX;
    await nextFrame();
    await nextTask();
    const now = performance.now();
    longest = Math.max(longest, now - previous);
    previous = now;
  }
  const { scrollTop } = scroller;
  scroller.scrollTop = 0;
  await settle();
  return { total: previous - started, longest, scrolledPx: scrollTop };
}

/** Mounts the list with 5,000 rows and resolves with the time until that frame has painted. */
window.mount = async (variant) => {
  lastCommit.rows = -1;
  const started = performance.now();
  root.render(<GuestList variant={variant} />);
  const { painted } = await untilFrame(() => lastCommit.rows === GUEST_COUNT);
  const domRows = domRowCount();
  await settle();
  return { mount: painted - started, domRows };
};

window.unmount = async () => {
  root.render(null);
  await settle();
};

/** One round on the mounted list: filter, clear, jump to the end, scroll from the top. */
window.runOnce = async (variant) => {
  const filter = await timeRowChange(() => enterQuery(QUERY), matchingCount);
  await settle();
  const clear = await timeRowChange(() => enterQuery(''), GUEST_COUNT);
  await settle();
  const jump = await timeJumpToEnd(variant);
  await settle();
  const scroll = await timeScroll();
  return { filter, clear, jump, scroll };
};

window.benchInfo = {
  guests: GUEST_COUNT,
  query: QUERY,
  matching: matchingCount,
  scrollStepPx: SCROLL_STEP_PX,
  scrollSteps: SCROLL_STEPS,
};
window.benchReady = true;
