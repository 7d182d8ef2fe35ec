import {
  type GuestImportDuplicateAction,
  type GuestImportOutcome,
  type GuestPayload,
  type GuestSide,
  guestPayloadSchema,
  type Locale,
  toValidationDetails,
  translate,
} from '@wedding/core';
import type { Prisma, PrismaClient } from '@wedding/db';
import { type ActivityActor, recordActivity } from '../activity/index.js';
import { newRecordId } from '../ids/index.js';
import { safeParseInput } from '../validation/safe-parse-input.js';
import { addressRows, guestScalarData, socialProfileRows } from './guest-write-data.js';
import { lockWeddingGuests } from './lock-wedding-guests.js';
import { type GuestChangeAuthor, guestFieldChanges, type TrackedGuest } from './record-guest-change.js';

/** The duplicate rule of a single save (findDuplicateGuest): same name ignoring case and outer spaces, same phone. */
const identity = (name: string, phone: string | null | undefined) =>
  `${name.trim().toLowerCase()}\u0000${phone?.trim() || ''}`;

interface CheckedRow {
  row: number;
  payload: GuestPayload | null;
  outcome: GuestImportOutcome;
}

type Existing = { id: string; name: string; phone: string | null; side: GuestSide };

/**
 * Checks every row on its own (rules, duplicates against the list and earlier rows of the file). A row that would
 * create or change a guest of a side the member may not edit (a side editor) is refused with that reason.
 */
function checkRows(
  rows: readonly Record<string, unknown>[],
  existing: readonly Existing[],
  duplicates: GuestImportDuplicateAction,
  locale: Locale,
  mayEditSide: (side: GuestSide) => boolean,
): CheckedRow[] {
  const byIdentity = new Map(existing.map((guest) => [identity(guest.name, guest.phone), guest]));
  const seenInFile = new Set<string>();
  return rows.map((raw, index) => {
    const row = index + 1;
    const parsed = safeParseInput(guestPayloadSchema, raw);
    const rawName =
      typeof raw.name === 'string'
        ? raw.name
        : [raw.firstName, raw.lastName].filter((part) => typeof part === 'string').join(' ');
    if (!parsed?.success) {
      const details = parsed
        ? toValidationDetails(parsed.error, locale)
        : { root: translate('validation.invalidType', locale) };
      const reasons = Object.entries(details).map(([field, message]) => ({ field, message }));
      return {
        row,
        payload: null,
        outcome: { row, outcome: 'reject', name: rawName, duplicateOf: null, reasons },
      };
    }
    const payload = parsed.data;
    const key = identity(payload.name, payload.phone);
    if (seenInFile.has(key)) {
      const reasons = [{ field: 'name', message: translate('guestImport.duplicateInFile', locale) }];
      return {
        row,
        payload: null,
        outcome: { row, outcome: 'skip', name: payload.name, duplicateOf: null, reasons },
      };
    }
    seenInFile.add(key);
    const match = byIdentity.get(key);
    const outcome = match ? (duplicates === 'merge' ? 'merge' : 'skip') : 'create';
    // A merge changes the listed guest, and its side only when the file names one (mergeData).
    const sidesTouched =
      outcome === 'create'
        ? [payload.side]
        : outcome === 'merge' && match
          ? [match.side, ...('side' in raw ? [payload.side] : [])]
          : [];
    if (sidesTouched.some((side) => !mayEditSide(side))) {
      const reasons = [{ field: 'side', message: translate('members.guestSideForbidden', locale) }];
      return {
        row,
        payload: null,
        outcome: {
          row,
          outcome: 'reject',
          name: payload.name,
          duplicateOf: match ? { id: match.id, name: match.name } : null,
          reasons,
        },
      };
    }
    return {
      row,
      payload,
      outcome: {
        row,
        outcome,
        name: payload.name,
        duplicateOf: match ? { id: match.id, name: match.name } : null,
        reasons: [],
      },
    };
  });
}

/** The fields a merge fills in: what the file row actually names (defaults of the schema are not news). */
function mergeData(payload: GuestPayload, raw: Record<string, unknown>) {
  const data = guestScalarData(payload);
  const named = new Set(Object.keys(raw));
  return Object.fromEntries(Object.entries(data).filter(([field]) => named.has(field))) as typeof data;
}

export interface ImportSummary {
  created: number;
  merged: number;
  skipped: number;
  rejected: number;
  rows: GuestImportOutcome[];
}

function summarise(rows: readonly GuestImportOutcome[]): ImportSummary {
  const count = (outcome: GuestImportOutcome['outcome']) =>
    rows.filter((row) => row.outcome === outcome).length;
  return {
    created: count('create'),
    merged: count('merge'),
    skipped: count('skip'),
    rejected: count('reject'),
    rows: [...rows],
  };
}

/**
 * Guest import: every row is checked on its own (a bad row is reported with its reasons in the caller's language,
 * the good ones go in), duplicates of list entries (name and phone) are skipped or merged, and a repeated row of the
 * same file counts once, so importing the same file twice adds nothing. Under the wedding's guest lock the check and
 * the writes cannot interleave with another save; new guests are written in bulk (5,000 rows in one go).
 */
export async function importGuestRows(
  prisma: PrismaClient,
  input: {
    weddingId: string;
    rows: readonly Record<string, unknown>[];
    duplicates: GuestImportDuplicateAction;
    dryRun: boolean;
    locale: Locale;
    author: GuestChangeAuthor;
    /** Who the activity feed names for the import (one line for the whole file). */
    actor: ActivityActor;
    /** Whether the member may create or change a guest of that side; every side when left out. */
    mayEditSide?: (side: GuestSide) => boolean;
  },
): Promise<ImportSummary> {
  const mayEditSide = input.mayEditSide ?? (() => true);
  const { weddingId } = input;
  const readExisting = (db: Pick<Prisma.TransactionClient, 'guest'>) =>
    db.guest.findMany({ where: { weddingId }, select: { id: true, name: true, phone: true, side: true } });
  if (input.dryRun) {
    return summarise(
      checkRows(input.rows, await readExisting(prisma), input.duplicates, input.locale, mayEditSide).map(
        (c) => c.outcome,
      ),
    );
  }
  return prisma.$transaction(
    async (tx) => {
      await lockWeddingGuests(tx, weddingId);
      const checked = checkRows(
        input.rows,
        await readExisting(tx),
        input.duplicates,
        input.locale,
        mayEditSide,
      );
      const now = Date.now();
      const created = checked.filter((entry) => entry.outcome.outcome === 'create' && entry.payload);
      const guests = created.map((entry) => ({
        id: newRecordId(now),
        payload: entry.payload as GuestPayload,
      }));
      if (guests.length > 0) {
        await tx.guest.createMany({
          data: guests.map(({ id, payload }) => ({
            ...guestScalarData(payload),
            id,
            weddingId,
            name: payload.name,
          })),
        });
        const addresses = guests.flatMap(({ id, payload }) =>
          addressRows(payload.addresses).map((row) => ({ ...row, guestId: id })),
        );
        if (addresses.length > 0)
          await tx.guestAddress.createMany({ data: addresses as Prisma.GuestAddressCreateManyInput[] });
        const profiles = guests.flatMap(({ id, payload }) =>
          socialProfileRows(payload.socialMediaProfiles).map((row) => ({ ...row, guestId: id })),
        );
        if (profiles.length > 0) await tx.guestSocialProfile.createMany({ data: profiles });
        await tx.guestChange.createMany({
          data: guests.map(({ id, payload }) => ({
            weddingId,
            guestId: id,
            userId: input.author.userId,
            actorName: input.author.actorName,
            source: 'import',
            changes: guestFieldChanges(null, {
              ...guestScalarData(payload),
              name: payload.name,
            } as TrackedGuest),
          })),
        });
      }
      const merges = checked.filter((entry) => entry.outcome.outcome === 'merge' && entry.payload);
      for (const entry of merges) {
        const target = entry.outcome.duplicateOf?.id as string;
        const before = await tx.guest.findUniqueOrThrow({ where: { id: target } });
        const data = mergeData(entry.payload as GuestPayload, input.rows[entry.row - 1] ?? {});
        const changes = guestFieldChanges(before as TrackedGuest, data as TrackedGuest);
        if (changes.length === 0) continue;
        await tx.guest.update({ where: { id: target }, data });
        await tx.guestChange.create({
          data: {
            weddingId,
            guestId: target,
            userId: input.author.userId,
            actorName: input.author.actorName,
            source: 'import',
            changes,
          },
        });
      }
      const summary = summarise(checked.map((entry) => entry.outcome));
      const written = summary.created + summary.merged;
      if (written > 0) {
        await recordActivity(tx, weddingId, input.actor, { action: 'guests.imported', count: written });
      }
      return summary;
    },
    { timeout: 120_000 },
  );
}
