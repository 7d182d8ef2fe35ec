import { Prisma, type PrismaClient } from '@wedding/db';

/**
 * Keyset paging of the guest list (a deep page no slower than page 1; docs/decisions.md, 'The guest list's counts and
 * pages'). A page's `nextCursor` is the id of its last guest; the next page starts right after that guest's sort key
 * (GUEST_ROWS_ORDER) on the ordering index instead of walking (page - 1) x limit entries. An id, not the key itself, so
 * no guest's name travels in URLs.
 */
export interface GuestRowsAnchor {
  partyName: string;
  partyId: string;
  roleRank: number;
  name: string;
  id: string;
}

/** The rank of a group role in the list's order (the enum's); a guest without one sorts after both roles. */
const groupRoleRank = (column: Prisma.Sql) =>
  Prisma.sql`COALESCE(array_position(enum_range(NULL::"GroupRole"), ${column}), 2147483647)`;

/** The sort key of the wedding's guest `id`, or undefined when no such guest is left (the page number decides then). */
export async function guestRowsAnchor(
  prisma: PrismaClient,
  weddingId: string,
  id: string,
): Promise<GuestRowsAnchor | undefined> {
  const [anchor] = await prisma.$queryRaw<GuestRowsAnchor[]>(Prisma.sql`
    SELECT g."partyName", g."partyId", ${groupRoleRank(Prisma.sql`g."groupRole"`)}::int AS "roleRank", g.name, g.id
    FROM guests g WHERE g.id = ${id} AND g."weddingId" = ${weddingId}`);
  return anchor;
}

/**
 * Rows after `anchor` in the list's order. The party comparison is a range on the ordering index; within the
 * anchor's party (a handful of rows) the role rank, name and id decide, which a plain row comparison cannot do
 * because the group role may be null.
 */
export function guestRowsAfter({ partyName, partyId, roleRank, name, id }: GuestRowsAnchor): Prisma.Sql {
  return Prisma.sql`(g."partyName", g."partyId") >= (${partyName}, ${partyId}) AND NOT (
    (g."partyName", g."partyId") = (${partyName}, ${partyId})
    AND (${groupRoleRank(Prisma.sql`g."groupRole"`)}, g.name, g.id) <= (${roleRank}::int, ${name}, ${id})
  )`;
}
