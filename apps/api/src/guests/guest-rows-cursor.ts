import { Prisma } from '@wedding/db';
import { z } from 'zod';

/**
 * Keyset paging of the guest list (issue 12: a deep page no slower than page 1). A page's `nextCursor` is its last
 * row's sort key (GUEST_ROWS_ORDER, with the group role as its rank in the enum, nulls last as PostgreSQL sorts
 * them); the next page starts right after that key on the ordering index instead of walking (page - 1) x limit
 * entries. The token is opaque to clients: base64url of the JSON key.
 */
const cursorKeySchema = z.tuple([
  z.string().max(1_000),
  z.string().max(100),
  z.number().int().min(0).max(2_147_483_647),
  z.string().max(1_000),
  z.string().max(100),
]);
export type GuestRowsCursor = z.infer<typeof cursorKeySchema>;

/** The rank of a group role in the list's order; a guest without one sorts after both roles. */
export const GROUP_ROLE_RANK = (column: Prisma.Sql) =>
  Prisma.sql`COALESCE(array_position(enum_range(NULL::"GroupRole"), ${column}), 2147483647)`;

/** The sort key of a guest aliased `p`, in the cursor's shape. */
export const LAST_ROW_KEY = Prisma.sql`json_build_array(p."partyName", p."partyId", ${GROUP_ROLE_RANK(
  Prisma.sql`p."groupRole"`,
)}, p.name, p.id)::text`;

export function encodeGuestRowsCursor(keyJson: string): string {
  return Buffer.from(keyJson, 'utf8').toString('base64url');
}

/** The key a token names, or undefined when it is not one this server made (the caller answers 400). */
export function decodeGuestRowsCursor(token: string): GuestRowsCursor | undefined {
  try {
    const parsed = cursorKeySchema.safeParse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
    // PostgreSQL text cannot hold U+0000: such a key cannot name a row.
    return parsed.success && !parsed.data.some((part) => typeof part === 'string' && part.includes('\u0000'))
      ? parsed.data
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Rows after `cursor` in the list's order. The party comparison is a range on the ordering index; within the
 * cursor's party (a handful of rows) the role rank, name and id decide, which a plain row comparison cannot do
 * because the group role may be null.
 */
export function guestRowsAfter([partyName, partyId, roleRank, name, id]: GuestRowsCursor): Prisma.Sql {
  return Prisma.sql`(g."partyName", g."partyId") >= (${partyName}, ${partyId}) AND NOT (
    (g."partyName", g."partyId") = (${partyName}, ${partyId})
    AND (${GROUP_ROLE_RANK(Prisma.sql`g."groupRole"`)}, g.name, g.id) <= (${roleRank}::int, ${name}, ${id})
  )`;
}
