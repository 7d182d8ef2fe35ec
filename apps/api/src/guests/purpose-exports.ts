import type { Guest, Prisma, PrismaClient } from '@wedding/db';
import type { CsvValue } from './csv.js';
import { GUEST_CSV_COLUMNS } from './guest-csv-columns.js';

/** A table an export writes: a header and rows of cells; `totals` follow after an empty row (caterer). */
export interface ExportTable {
  columns: string[];
  rows: CsvValue[][];
  totals?: CsvValue[][];
}

type Db = Pick<PrismaClient, 'guest' | 'rsvp' | 'guestAddress'>;

const textList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];

function dietaryOf(guest: Pick<Guest, 'dietaryInformation'>): {
  restrictions: string[];
  allergies: string[];
} {
  const value = guest.dietaryInformation;
  const info =
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return { restrictions: textList(info.restrictions), allergies: textList(info.allergies) };
}

const unique = (values: readonly string[]) => [
  ...new Map(values.map((value) => [value.trim().toLowerCase(), value.trim()])).values(),
];

/** The guest list as a table (the CSV's columns), for the .xlsx export. */
export async function guestTable(
  db: Db,
  where: Prisma.GuestWhereInput,
  orderBy: Prisma.GuestOrderByWithRelationInput[],
): Promise<ExportTable> {
  const guests = await db.guest.findMany({ where, orderBy });
  return {
    columns: GUEST_CSV_COLUMNS.map((column) => column.header),
    rows: guests.map((guest) => GUEST_CSV_COLUMNS.map((column) => column.value(guest))),
  };
}

/**
 * The caterer's export: every attending person of the filtered list with their dietary needs and
 * allergies, one row per person: the list entry itself, then the companions its RSVP named (with their own needs),
 * then its still unnamed plus-ones. Totals per need follow: people, and how many need each restriction or allergy.
 */
export async function catererTable(
  db: Db,
  where: Prisma.GuestWhereInput,
  orderBy: Prisma.GuestOrderByWithRelationInput[],
): Promise<ExportTable> {
  const guests = await db.guest.findMany({
    where: { AND: [where, { attendanceStatus: 'attending' }] },
    orderBy,
    include: {
      rsvps: {
        where: { attendanceStatus: 'attending' },
        orderBy: { submittedAt: 'desc' },
        take: 1,
        include: { guests: { orderBy: { position: 'asc' } } },
      },
    },
  });
  const rows: CsvValue[][] = [];
  const needCounts = new Map<string, number>();
  const count = (kind: 'restriction' | 'allergy', need: string) => {
    const key = `${kind}\u0000${need.toLowerCase()}`;
    needCounts.set(key, (needCounts.get(key) ?? 0) + 1);
  };
  const person = (
    name: string,
    party: string,
    restrictions: string[],
    allergies: string[],
    requests: string | null,
  ) => {
    for (const restriction of restrictions) count('restriction', restriction);
    for (const allergy of allergies) count('allergy', allergy);
    rows.push([name, party, restrictions.join('; '), allergies.join('; '), requests]);
  };
  for (const guest of guests) {
    const own = dietaryOf(guest);
    const rsvp = guest.rsvps[0];
    const respondent = rsvp?.guests[0];
    const info = guest.dietaryInformation as Record<string, unknown> | null;
    const requests =
      typeof info?.specialRequests === 'string' && info.specialRequests !== '' ? info.specialRequests : null;
    person(
      guest.name,
      guest.partyName || guest.name,
      unique([...own.restrictions, ...(respondent?.dietaryRestrictions ?? [])]),
      unique([...own.allergies, ...textList(respondent?.allergies?.split(/[;,]/))]),
      requests,
    );
    const companions = rsvp?.guests.slice(1) ?? [];
    for (const companion of companions) {
      person(
        companion.name,
        guest.name,
        unique(companion.dietaryRestrictions),
        unique(textList(companion.allergies?.split(/[;,]/))),
        null,
      );
    }
    const people = Math.max(guest.confirmedGuests, guest.estimatedGuests, 1);
    for (let extra = 1 + companions.length; extra < people; extra += 1) {
      person(`${guest.name} +${extra}`, guest.name, [], [], null);
    }
  }
  const totals: CsvValue[][] = [['people', rows.length]];
  for (const [key, total] of [...needCounts].sort(([a], [b]) => a.localeCompare(b))) {
    const [kind, need] = key.split('\u0000') as [string, string];
    totals.push([`${kind}: ${need}`, total]);
  }
  return { columns: ['name', 'party', 'dietaryRestrictions', 'allergies', 'specialRequests'], rows, totals };
}

/**
 * The stationer's export: one row per household of the filtered list, the envelope name (the party's
 * names joined with '&', unnamed plus-ones as '+N') and the household's primary address (the head's first address,
 * else a member's).
 */
export async function stationerTable(
  db: Db,
  where: Prisma.GuestWhereInput,
  orderBy: Prisma.GuestOrderByWithRelationInput[],
): Promise<ExportTable> {
  const guests = await db.guest.findMany({
    where,
    orderBy,
    select: {
      id: true,
      name: true,
      partyId: true,
      estimatedGuests: true,
      addresses: { orderBy: [{ isPrimary: 'desc' }, { position: 'asc' }], take: 1 },
    },
  });
  const parties = new Map<string, typeof guests>();
  for (const guest of guests)
    parties.set(guest.partyId || guest.id, [...(parties.get(guest.partyId || guest.id) ?? []), guest]);
  const rows: CsvValue[][] = [];
  for (const [partyId, members] of parties) {
    const head = members.find((member) => member.id === partyId) ?? members[0];
    const plusOnes = members.reduce((sum, member) => sum + Math.max(0, member.estimatedGuests - 1), 0);
    const address = head?.addresses[0] ?? members.find((member) => member.addresses[0])?.addresses[0];
    const names = members.map((member) => member.name).join(' & ');
    rows.push([
      plusOnes > 0 ? `${names} +${plusOnes}` : names,
      members.length + plusOnes,
      address?.street ?? null,
      address?.street2 ?? null,
      address?.postalCode ?? null,
      address?.city ?? null,
      address?.state ?? null,
      address?.country ?? null,
    ]);
  }
  return {
    columns: ['envelopeName', 'people', 'street', 'street2', 'postalCode', 'city', 'state', 'country'],
    rows,
  };
}
