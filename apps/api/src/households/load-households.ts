import type { AttendanceStatus, Locale } from '@wedding/core';
import type { PrismaClient } from '@wedding/db';

/** A party of the guest list (its head and companions) as the product reaches it. */
export type Household = {
  /** The party head's guest id. */
  id: string;
  names: string[];
  /** The head's address, else the first companion's. */
  email: string | null;
  phone: string | null;
  locale: Locale | null;
  answered: boolean;
  attendance: AttendanceStatus | null;
  invitationSent: boolean;
  /** The generation of the household's personal link (the head's). */
  linkVersion: number;
  memberIds: string[];
};

const guestSelect = {
  id: true,
  name: true,
  email: true,
  phone: true,
  locale: true,
  partyId: true,
  rsvpReceived: true,
  attendanceStatus: true,
  invitationSent: true,
  linkVersion: true,
} as const;

type GuestRow = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  locale: Locale | null;
  partyId: string;
  rsvpReceived: boolean;
  attendanceStatus: AttendanceStatus | null;
  invitationSent: boolean;
  linkVersion: number;
};

const partyOf = (guest: GuestRow) => guest.partyId || guest.id;
const firstPresent = (values: (string | null)[]) =>
  values.find((value) => value !== null && value.trim() !== '') ?? null;

function toHousehold(members: GuestRow[]): Household {
  const headId = partyOf(members[0] as GuestRow);
  const head = members.find((member) => member.id === headId) ?? (members[0] as GuestRow);
  const ordered = [head, ...members.filter((member) => member !== head)];
  const answeredMember = ordered.find((member) => member.rsvpReceived);
  return {
    id: head.id,
    names: ordered.map((member) => member.name),
    email: firstPresent(ordered.map((member) => member.email))?.trim() ?? null,
    phone: firstPresent(ordered.map((member) => member.phone))?.trim() ?? null,
    locale: head.locale,
    answered: answeredMember !== undefined,
    attendance: answeredMember?.attendanceStatus ?? null,
    invitationSent: ordered.some((member) => member.invitationSent),
    linkVersion: head.linkVersion,
    memberIds: ordered.map((member) => member.id),
  };
}

/**
 * The wedding's households in the guest list's order (parties together, by the head's name), or only the ones whose
 * head ids are given. A guest without a party is a household of one.
 */
export async function loadHouseholds(
  prisma: PrismaClient,
  weddingId: string,
  headIds?: readonly string[],
): Promise<Household[]> {
  const guests: GuestRow[] = await prisma.guest.findMany({
    where: {
      weddingId,
      ...(headIds
        ? { OR: [{ partyId: { in: [...headIds] } }, { id: { in: [...headIds] }, partyId: '' }] }
        : {}),
    },
    select: guestSelect,
    orderBy: [{ partyName: 'asc' }, { partyId: 'asc' }, { groupRole: 'asc' }, { name: 'asc' }, { id: 'asc' }],
  });
  const parties = new Map<string, GuestRow[]>();
  for (const guest of guests) {
    const party = parties.get(partyOf(guest));
    if (party) party.push(guest);
    else parties.set(partyOf(guest), [guest]);
  }
  return [...parties.values()].map(toHousehold);
}

/**
 * The household whose party holds this guest (any member), with the guest's own link generation; undefined when the
 * guest is not the wedding's. One statement: it runs for every page a personal link's household opens.
 */
export async function findHouseholdOfGuest(
  prisma: PrismaClient,
  weddingId: string,
  guestId: string,
): Promise<(Household & { guestLinkVersion: number }) | undefined> {
  const members = await prisma.$queryRaw<(GuestRow & { guestLinkVersion: number })[]>`
    WITH target AS (
      SELECT "linkVersion", COALESCE(NULLIF("partyId", ''), id) AS party
      FROM guests WHERE id = ${guestId} AND "weddingId" = ${weddingId}
    )
    SELECT m.id, m.name, m.email, m.phone, m.locale, m."partyId", m."rsvpReceived", m."attendanceStatus",
      m."invitationSent", m."linkVersion", target."linkVersion" AS "guestLinkVersion"
    FROM target JOIN guests m ON m."weddingId" = ${weddingId} AND (m."partyId" = target.party OR m.id = target.party)
    ORDER BY m."groupRole" NULLS LAST, m.name, m.id`;
  const [first] = members;
  return first ? { ...toHousehold(members), guestLinkVersion: first.guestLinkVersion } : undefined;
}
