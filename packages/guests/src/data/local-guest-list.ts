import {
  clampGuestLimit,
  clampGuestPage,
  GUEST_FUZZY_SEARCH_LIMIT,
  GUEST_FUZZY_SEARCH_OPTIONS,
  type GuestListEntry,
  type GuestListEntryPage,
  type GuestListQuery,
  matchesGuestFilters,
} from '@wedding/core';
import Fuse from 'fuse.js';

type IndexRecord = ReturnType<Fuse<GuestListEntry>['getIndex']>['records'][number];
type IndexKeys = ReturnType<ReturnType<Fuse<GuestListEntry>['getIndex']>['toJSON']>['keys'];

/** A client-mode list ready to answer queries: the fuzzy index is built once per list, not per keystroke. */
export interface LocalGuestIndex {
  entries: readonly GuestListEntry[];
  fuse: Fuse<GuestListEntry>;
  /** fuse.js' records of the list (one per guest, `i` its position in `entries`) and their keys. */
  records: readonly IndexRecord[];
  keys: IndexKeys;
  /** Per record and key, the searched text lowercased as fuse.js compares it (null: no text to search). */
  lowered: readonly (readonly (string | null)[])[];
  /** Every lowered text, joined: how often a piece of a search occurs in the list (see choosePieces). */
  haystack: string;
  occurrences: Map<string, number>;
}

const FUSE_OPTIONS = { ...GUEST_FUZZY_SEARCH_OPTIONS, keys: [...GUEST_FUZZY_SEARCH_OPTIONS.keys] };
/** fuse.js' bitap works on patterns of at most 32 characters; longer ones are split, so not pre-filtered here. */
const BITAP_MAX_PATTERN = 32;

/** The text fuse.js searches for a record's key: a string, or the strings of an array value. */
function valueTexts(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((item: { v?: unknown }) => valueTexts(item?.v));
  const { v } = value as { v?: unknown };
  return typeof v === 'string' ? [v] : [];
}

export function localGuestIndex(entries: readonly GuestListEntry[]): LocalGuestIndex {
  const fuse = new Fuse(entries, FUSE_OPTIONS);
  const { keys, records } = fuse.getIndex().toJSON();
  const lowered = records.map((record) =>
    keys.map((_, keyIndex) => {
      const texts = valueTexts(record.$?.[keyIndex]);
      // fuse.js lowercases each text on its own (isCaseSensitive false, diacritics kept).
      return texts.length === 0 ? null : texts.map((text) => text.toLowerCase()).join('\u0000');
    }),
  );
  const haystack = lowered.flatMap((texts) => texts.filter((text) => text !== null)).join('\u0000');
  return { entries, fuse, records, keys, lowered, haystack, occurrences: new Map() };
}

/**
 * The largest number of errors (edits) fuse.js accepts for a pattern of `length` characters: its bitap scores a
 * match with `errors / length` (ignoreLocation) and keeps it up to the threshold, computed the same way here.
 */
function maxErrors(length: number): number {
  let errors = 0;
  while (errors + 1 < length && (errors + 1) / length <= GUEST_FUZZY_SEARCH_OPTIONS.threshold) errors += 1;
  return errors;
}

/** A piece occurring this often in the list is as good as none for the pre-filter; counting stops there. */
const OCCURRENCE_CAP = 4_000;

function occurrences(index: LocalGuestIndex, piece: string): number {
  const known = index.occurrences.get(piece);
  if (known !== undefined) return known;
  let count = 0;
  for (let at = index.haystack.indexOf(piece); at !== -1 && count < OCCURRENCE_CAP; count += 1) {
    at = index.haystack.indexOf(piece, at + 1);
  }
  // Typing extends a search letter by letter, so most pieces were counted for the previous keystroke.
  if (index.occurrences.size > 20_000) index.occurrences.clear();
  index.occurrences.set(piece, count);
  return count;
}

/**
 * `count` disjoint pieces of `pattern` that occur rarely in the list (fewest occurrences in total, dynamic
 * programming over where the pieces start and end): the rarer the pieces, the fewer texts fuse.js is asked about.
 */
function choosePieces(index: LocalGuestIndex, pattern: string, count: number): string[] {
  const length = pattern.length;
  // cost[j][end]: the fewest occurrences of j pieces within pattern[0, end); from[j][end]: where the last one starts
  // (-1: pattern[end - 1] is in no piece).
  const cost = Array.from({ length: count + 1 }, (_, pieces) =>
    new Array<number>(length + 1).fill(pieces === 0 ? 0 : Number.POSITIVE_INFINITY),
  );
  const from = Array.from({ length: count + 1 }, () => new Array<number>(length + 1).fill(-1));
  for (let pieces = 1; pieces <= count; pieces += 1) {
    const row = cost[pieces] as number[];
    const previous = cost[pieces - 1] as number[];
    for (let end = 1; end <= length; end += 1) {
      row[end] = row[end - 1] as number;
      (from[pieces] as number[])[end] = -1;
      for (let start = end - 1; start >= 0; start -= 1) {
        const before = previous[start] as number;
        if (before === Number.POSITIVE_INFINITY) continue;
        const total = before + occurrences(index, pattern.slice(start, end));
        if (total < (row[end] as number)) {
          row[end] = total;
          (from[pieces] as number[])[end] = start;
        }
      }
    }
  }
  const chosen: string[] = [];
  let end = length;
  for (let pieces = count; pieces > 0; ) {
    const start = (from[pieces] as number[])[end] as number;
    if (start === -1) {
      end -= 1;
      continue;
    }
    chosen.push(pattern.slice(start, end));
    end = start;
    pieces -= 1;
  }
  return chosen;
}

/**
 * fuse.js' search (the options of docs/requirements.md B5) over the whole list, asked only about the texts that can
 * match. A text within k edits of the pattern (k = maxErrors) contains one of k + 1 disjoint pieces of it unchanged
 * (each edit spoils at most one piece), so a guest's key whose text contains none of the pieces cannot match and is
 * left out of the records handed to fuse.js; a guest without any such key is left out entirely. The records keep their
 * positions (`i`), so scores, ties (by position) and the limit are exactly those of `index.fuse.search(term)`.
 */
function fuzzySearch(index: LocalGuestIndex, term: string): GuestListEntry[] {
  const pattern = term.toLowerCase();
  const limit = { limit: GUEST_FUZZY_SEARCH_LIMIT };
  if (pattern.length > BITAP_MAX_PATTERN || pattern.includes('\u0000')) {
    return index.fuse.search(term, limit).map((hit) => hit.item);
  }
  const needles = choosePieces(index, pattern, maxErrors(pattern.length) + 1);
  const candidates: IndexRecord[] = [];
  for (let position = 0; position < index.records.length; position += 1) {
    const texts = index.lowered[position] ?? [];
    const record = index.records[position] as IndexRecord;
    let kept: Record<number, unknown> | null = null;
    for (let keyIndex = 0; keyIndex < texts.length; keyIndex += 1) {
      const text = texts[keyIndex];
      if (!text || !needles.some((needle) => text.includes(needle))) continue;
      kept ??= {};
      kept[keyIndex] = record.$?.[keyIndex];
    }
    if (kept) candidates.push({ i: record.i, $: kept } as IndexRecord);
  }
  if (candidates.length === 0) return [];
  const subset = Fuse.parseIndex<GuestListEntry>({ keys: index.keys, records: candidates });
  return new Fuse(index.entries, FUSE_OPTIONS, subset).search(term, limit).map((hit) => hit.item);
}

/**
 * Client mode (docs/requirements.md B4 and B5): filters as the server applies them, then the fuzzy search (fuse.js:
 * threshold 0.3, at most 1000 results, minimum match 2, weights name 0.7, phone 0.2, category, side and notes 0.1)
 * ordered by relevance, then the page. Without a search the list keeps the server's order (parties together).
 */
export function queryLocalGuests(index: LocalGuestIndex, query: GuestListQuery): GuestListEntryPage {
  const page = clampGuestPage(query.page);
  const limit = clampGuestLimit(query.limit);
  const term = query.search.trim();
  // Below the minimum match length fuse.js finds nothing (docs/requirements.md B5: minimum match 2); it is not asked.
  const searched =
    term === ''
      ? index.entries
      : term.length < GUEST_FUZZY_SEARCH_OPTIONS.minMatchCharLength
        ? []
        : fuzzySearch(index, term);
  const matching = searched.filter((entry) => matchesGuestFilters(entry, query));
  const start = (page - 1) * limit;
  return {
    data: matching.slice(start, start + limit),
    total: matching.length,
    page,
    limit,
    totalPages: Math.max(1, Math.ceil(matching.length / limit)),
  };
}
