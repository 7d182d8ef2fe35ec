import { Prisma } from '@wedding/db';
import type pg from 'pg';
import { queryRows } from '../database/query-rows.js';
import { newRecordId } from '../ids/index.js';

/** One person the RSVP covers: position 0 is the respondent (their own needs), companions follow. */
export type RsvpGuestRow = {
  position: number;
  name: string;
  phone: string | null;
  dietaryRestrictions: string[];
  allergies: string | null;
  /** The person's per-event answers (checked against the invitation before); none: the overall answer applies. */
  events?: readonly { eventId: string; attending: boolean; mealOptionId: string | null }[];
};

export type RsvpRowInput = {
  weddingId: string;
  /** The household's head when the guest came by its personal link: the answer is that household's. */
  householdGuestId?: string | null;
  name: string;
  email: string | null;
  phone: string;
  attendanceStatus: string;
  numberOfGuests: number;
  needsTransport: boolean;
  needsAccommodation: boolean;
  message: string | null;
  locale: string;
  idempotencyKey: string | null;
  requestHash: string | null;
  submittedAt: Date;
  /** Everyone the answer covers, the respondent first (core's rsvpPayloadSchema guarantees it). */
  guests: RsvpGuestRow[];
};

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/**
 * Stores an RSVP in ONE statement (atomic without an interactive transaction, one round trip), with each person's
 * per-event answers: links the guest-list entry it answers (the household's head of a personal link, else a guest of this wedding with the same
 * phone digits, else with the same name, case-insensitive; only an unambiguous single match), inserts the RSVP and its guests and updates the
 * linked guest, and tells the couple's activity feed. A reused (weddingId, idempotencyKey) inserts nothing and answers undefined: the caller replays.
 * The name match keeps the `ILIKE` comparison Prisma's `equals` + `mode: 'insensitive'` used before.
 */
export async function insertRsvp(pool: pg.Pool, input: RsvpRowInput): Promise<{ id: string } | undefined> {
  const rsvpId = newRecordId(input.submittedAt.getTime());
  const historyId = newRecordId(input.submittedAt.getTime());
  const activityId = newRecordId(input.submittedAt.getTime());
  const guests = JSON.stringify(
    input.guests.map((guest) => ({
      ...guest,
      id: newRecordId(input.submittedAt.getTime()),
      events: (guest.events ?? []).map((answer) => ({
        ...answer,
        id: newRecordId(input.submittedAt.getTime()),
      })),
    })),
  );
  // timestamp(3) columns hold UTC wall-clock time (as Prisma writes them); the zone suffix is ignored on cast.
  const at = input.submittedAt.toISOString();
  // Like Prisma's @updatedAt: the real time of the write, not the injected clock.
  const updatedAt = new Date().toISOString();
  const rows = await queryRows<{ id: string }>(
    pool,
    Prisma.sql`
    WITH by_phone AS (
      SELECT id FROM guests
      WHERE "weddingId" = ${input.weddingId} AND ${digitsOf(input.phone)}::text <> '' AND phone IS NOT NULL
        AND regexp_replace(phone, '[^0-9]', '', 'g') = ${digitsOf(input.phone)}::text
      LIMIT 2
    ), by_name AS (
      SELECT id FROM guests
      WHERE "weddingId" = ${input.weddingId} AND name ILIKE ${input.name.trim()}::text
      LIMIT 2
    ), matched AS (
      SELECT CASE
        WHEN ${input.householdGuestId ?? null}::text IS NOT NULL THEN ${input.householdGuestId ?? null}::text
        WHEN (SELECT count(*) FROM by_phone) = 1 THEN (SELECT id FROM by_phone)
        WHEN (SELECT count(*) FROM by_phone) > 1 THEN NULL
        WHEN (SELECT count(*) FROM by_name) = 1 THEN (SELECT id FROM by_name)
      END AS "guestId"
    ), inserted AS (
      INSERT INTO rsvps (id, "weddingId", "guestId", name, email, phone, "attendanceStatus", "numberOfGuests",
        "needsTransport", "needsAccommodation", message, locale, "idempotencyKey", "requestHash", "submittedAt")
      SELECT ${rsvpId}, ${input.weddingId}, matched."guestId", ${input.name}, ${input.email}::text,
        ${input.phone}, ${input.attendanceStatus}::"AttendanceStatus", ${input.numberOfGuests}::int,
        ${input.needsTransport}::boolean, ${input.needsAccommodation}::boolean, ${input.message}::text,
        ${input.locale}::"Locale", ${input.idempotencyKey}::text, ${input.requestHash}::text, ${at}::timestamp(3)
      FROM matched
      ON CONFLICT ("weddingId", "idempotencyKey") DO NOTHING
      RETURNING id, "guestId"
    ), covered AS (
      INSERT INTO rsvp_guests (id, "rsvpId", position, name, phone, "dietaryRestrictions", allergies)
      SELECT guest.id, inserted.id, guest.position, guest.name, guest.phone,
        ARRAY(SELECT jsonb_array_elements_text(guest."dietaryRestrictions")), guest.allergies
      FROM inserted, jsonb_to_recordset(${guests}::jsonb) AS guest(
        id text, position int, name text, phone text, "dietaryRestrictions" jsonb, allergies text)
    ), answered AS (
      -- Each person's per-event answers; the rows of "covered" are visible to the foreign key at the statement's end.
      INSERT INTO rsvp_guest_events (id, "rsvpGuestId", "eventId", attending, "mealOptionId")
      SELECT answer.id, guest.id, answer."eventId", answer.attending, answer."mealOptionId"
      FROM inserted, jsonb_to_recordset(${guests}::jsonb) AS guest(id text, events jsonb),
        jsonb_to_recordset(COALESCE(guest.events, '[]'::jsonb)) AS answer(
          id text, "eventId" text, attending boolean, "mealOptionId" text)
    ), prior AS (
      -- The linked entry before this answer (a CTE sees the rows as they were when the statement began).
      SELECT g.id, g."rsvpReceived", g."attendanceStatus", g."confirmedGuests", g."needsTransport", g."needsAccommodation"
      FROM guests g JOIN inserted ON g.id = inserted."guestId"
    ), changed AS (
      SELECT prior.id, (
        SELECT COALESCE(jsonb_agg(change), '[]'::jsonb) FROM jsonb_array_elements(jsonb_build_array(
          jsonb_build_object('field', 'rsvpReceived', 'from', prior."rsvpReceived", 'to', true),
          jsonb_build_object('field', 'attendanceStatus', 'from', prior."attendanceStatus",
            'to', ${input.attendanceStatus}::text),
          jsonb_build_object('field', 'confirmedGuests', 'from', prior."confirmedGuests",
            'to', ${input.numberOfGuests}::int),
          jsonb_build_object('field', 'needsTransport', 'from', prior."needsTransport",
            'to', ${input.needsTransport}::boolean),
          jsonb_build_object('field', 'needsAccommodation', 'from', prior."needsAccommodation",
            'to', ${input.needsAccommodation}::boolean)
        )) AS change WHERE change->'from' IS DISTINCT FROM change->'to'
      ) AS changes
      FROM prior
    ), history AS (
      -- Change history: the respondent changed the entry through the public RSVP.
      INSERT INTO guest_changes (id, "weddingId", "guestId", "userId", "actorName", source, changes, "createdAt")
      SELECT ${historyId}, ${input.weddingId}, changed.id, NULL, ${input.name}, 'rsvp', changed.changes,
        ${at}::timestamp(3)
      FROM changed WHERE changed.changes <> '[]'::jsonb
    ), activity AS (
      -- The couple's activity feed: the guest answered (the detail is the answer, the count the party's size).
      INSERT INTO wedding_activity (id, "weddingId", "actorId", "actorName", "actorKind", area, action, detail, count,
        "createdAt")
      SELECT ${activityId}, ${input.weddingId}, NULL, ${input.name}, 'guest', 'rsvps', 'rsvp.received',
        ${input.attendanceStatus}::text, ${input.numberOfGuests}::int, ${at}::timestamp(3)
      FROM inserted
    ), linked AS (
      UPDATE guests SET "rsvpReceived" = true,
        "attendanceStatus" = ${input.attendanceStatus}::"AttendanceStatus",
        "confirmedGuests" = ${input.numberOfGuests}::int,
        "needsTransport" = ${input.needsTransport}::boolean,
        "needsAccommodation" = ${input.needsAccommodation}::boolean,
        "updatedAt" = ${updatedAt}::timestamp(3)
      WHERE id = (SELECT "guestId" FROM inserted)
    )
    SELECT id FROM inserted`,
  );
  return rows[0];
}
