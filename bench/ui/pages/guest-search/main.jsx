// Guest search bench page: the guest list screen's view in client mode (docs/requirements.md B4: 1 to 1,999 guests held in the
// browser) next to a naive baseline. Ours: one fuse.js index built when the list arrives, the page of 50 the view
// shows, the virtualised DataTable (@wedding/guests' queryLocalGuests and GuestListView). Naive: a new fuse.js index
// on every keystroke and every match rendered into a plain <table>. Both use the spec's fuse options. Node drives it
// through window.mount, typeQuery and unmount. The search debounce of docs/requirements.md B9 (500 ms) is left out on both sides:
// what is timed is the work a keystroke causes once it reaches the list.
import '@wedding/tokens/css/tokens.css';
import '@wedding/ui/styles.css';
import '../../../../packages/guests/dist/index.css';
import { GUEST_FUZZY_SEARCH_LIMIT, GUEST_FUZZY_SEARCH_OPTIONS } from '@wedding/core';
import { I18nProvider, ThemeProvider } from '@wedding/ui';
import { useLayoutEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { GuestListView, localGuestIndex, queryLocalGuests } from '../../../../packages/guests/dist/index.js';
// The guest screens' own copy of fuse.js (the bench folder is no workspace package).
import Fuse from '../../../../packages/guests/node_modules/fuse.js';
import { generatedGuest } from '../../../lib/generated-guests.mjs';
import { untilFrame } from '../../lib/frames.js';

const GUEST_COUNT = Number(new URLSearchParams(location.search).get('guests')) || 1_999;
const entries = Array.from({ length: GUEST_COUNT }, (_, index) => {
  const guest = generatedGuest(index);
  return {
    id: `guest-${index}`,
    name: `${guest.firstName} ${guest.lastName}`,
    phone: guest.phone,
    category: guest.category,
    side: guest.side,
    priority: guest.priority,
    approvalStatus: guest.approvalStatus,
    estimatedGuests: 1 + (index % 3 === 0 ? 1 : 0),
    groupRole: null,
    householdId: null,
    primaryGuestId: null,
    invitationSent: false,
    rsvpReceived: false,
    attendanceStatus: null,
    confirmedGuests: 0,
    needsTransport: false,
    needsAccommodation: false,
    notes: guest.notes,
  };
});
const names = new Map(entries.map((entry) => [entry.id, entry.name]));
const fuseOptions = { ...GUEST_FUZZY_SEARCH_OPTIONS, keys: [...GUEST_FUZZY_SEARCH_OPTIONS.keys] };
const noop = () => undefined;
const noopAsync = async () => undefined;

// Written in the commit (after React's DOM mutations), read by the timing loop.
const lastCommit = { at: 0, query: null };

function CommitProbe({ query }) {
  useLayoutEffect(() => {
    lastCommit.at = performance.now();
    lastCommit.query = query;
  }, [query]);
  return null;
}

let setSearchFromBench = noop;

function OurList() {
  const [query, setQuery] = useState({ search: '', page: 1, limit: 50 });
  setSearchFromBench = (search) => setQuery((current) => ({ ...current, search, page: 1 }));
  const index = useMemo(() => localGuestIndex(entries), []);
  const page = useMemo(() => queryLocalGuests(index, query), [index, query]);
  return (
    <>
      <GuestListView
        query={query}
        status="ready"
        page={page}
        names={names}
        counts={null}
        searchDraft={query.search}
        onSearchDraftChange={noop}
        onSearchCommit={noop}
        suggestions={[]}
        onQueryChange={noop}
        layout="table"
        onLayoutChange={noop}
        filterPanelOpen={false}
        onFilterPanelOpenChange={noop}
        announcement=""
        shortcutModifier="Strg"
        onRetry={noop}
        onAdd={noop}
        onImport={noop}
        onExport={noop}
        onRowAction={noop}
        onInlineEdit={noopAsync}
      />
      <CommitProbe query={query.search} />
    </>
  );
}

function NaiveList() {
  const [search, setSearch] = useState('');
  setSearchFromBench = setSearch;
  const rows = useMemo(
    () =>
      search === ''
        ? entries
        : new Fuse(entries, fuseOptions)
            .search(search, { limit: GUEST_FUZZY_SEARCH_LIMIT })
            .map((hit) => hit.item),
    [search],
  );
  return (
    <>
      <input aria-label="Gäste suchen" value={search} readOnly />
      <table aria-label="Gäste">
        <tbody>
          {rows.map((guest) => (
            <tr key={guest.id}>
              <td>{guest.name}</td>
              <td>{guest.phone}</td>
              <td>{guest.category}</td>
              <td>{guest.side}</td>
              <td>{guest.priority}</td>
              <td>{guest.approvalStatus}</td>
              <td>{guest.estimatedGuests}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CommitProbe query={search} />
    </>
  );
}

const root = createRoot(document.getElementById('root'));

window.benchInfo = { guests: GUEST_COUNT };

window.mount = async (variant) => {
  lastCommit.query = null;
  root.render(
    <I18nProvider locale="de">
      <ThemeProvider mode="light">{variant === 'ours' ? <OurList /> : <NaiveList />}</ThemeProvider>
    </I18nProvider>,
  );
  await untilFrame(() => lastCommit.query === '');
};

/** Types `text` one keystroke at a time; each keystroke's time until its rows are painted, in order. */
window.typeQuery = async (text) => {
  const samples = [];
  for (let length = 1; length <= text.length; length += 1) {
    const search = text.slice(0, length);
    const started = performance.now();
    setSearchFromBench(search);
    const { painted } = await untilFrame(() => lastCommit.query === search && lastCommit.at >= started);
    samples.push({ commit: lastCommit.at - started, painted: painted - started });
  }
  setSearchFromBench('');
  await untilFrame(() => lastCommit.query === '');
  return samples;
};

window.visibleRows = () => document.querySelectorAll('tbody tr:not([data-spacer])').length;

window.unmount = () => root.render(null);

window.benchReady = true;
