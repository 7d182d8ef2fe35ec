import type {
  ApprovalStatus,
  AttendanceStatus,
  GuestCategory,
  GuestPriority,
  GuestSide,
  Prisma,
} from '../generated/prisma/client';
import type { Random } from './random';

export const DEMO_GUEST_COUNT = 150;

const FIRST_NAMES = [
  'Lena',
  'Jonas',
  'Mia',
  'Lukas',
  'Emma',
  'Felix',
  'Hannah',
  'Paul',
  'Sophie',
  'Leon',
  'Marie',
  'Elias',
  'Clara',
  'Noah',
  'Lea',
  'Finn',
  'Emilia',
  'Max',
  'Lina',
  'Henry',
  'Ella',
  'Theo',
  'Ida',
  'Anton',
  'Greta',
  'Oskar',
  'Frieda',
  'Jakob',
  'Mathilda',
  'Karl',
  'Olivia',
  'James',
  'Aylin',
  'Mehmet',
  'Zofia',
  'Piotr',
  'Priya',
  'Arjun',
  'Lucía',
  'Mateo',
] as const;
const LAST_NAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Braun',
  'Zimmermann',
  'Krüger',
  'Hartmann',
  'Lange',
  'Werner',
  'Krause',
  'Smith',
  'Yılmaz',
  'Kowalski',
  'Sharma',
  'García',
  'Lehmann',
] as const;
const CITIES = [
  { city: 'Berlin', postalCode: '10115' },
  { city: 'Hamburg', postalCode: '20095' },
  { city: 'München', postalCode: '80331' },
  { city: 'Köln', postalCode: '50667' },
  { city: 'Leipzig', postalCode: '04109' },
  { city: 'Potsdam', postalCode: '14467' },
] as const;
const STREETS = [
  'Hauptstraße',
  'Gartenweg',
  'Lindenallee',
  'Bahnhofstraße',
  'Schillerstraße',
  'Am Markt',
] as const;
const NOTES = [
  'Sitzplatz nahe der Tanzfläche gewünscht',
  'Kommt mit dem Zug',
  'Hält eine kurze Rede',
  'Bringt Kinderwagen mit',
  'Spielt Gitarre beim Sektempfang',
] as const;

type GuestScalars = Omit<Prisma.GuestCreateManyInput, 'weddingId' | 'companionGroupId' | 'groupRole'>;

export interface DemoRsvpPlan {
  attendanceStatus: AttendanceStatus;
  numberOfGuests: number;
  needsTransport: boolean;
  needsAccommodation: boolean;
  message: string | null;
  locale: 'de' | 'en';
  daysBeforeNow: number;
}

export interface DemoParty {
  primary: GuestScalars;
  addresses: Omit<Prisma.GuestAddressCreateManyInput, 'guestId'>[];
  socialProfiles: Omit<Prisma.GuestSocialProfileCreateManyInput, 'guestId'>[];
  companions: GuestScalars[];
  rsvp: DemoRsvpPlan | null;
}

function phoneNumber(random: Random): string {
  return `+49 15${random.int(1, 9)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
}

function emailFor(first: string, last: string): string {
  const ascii = (value: string) =>
    value
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ı/g, 'i')
      .replace(/[^a-zA-Z]/g, '')
      .toLowerCase();
  return `${ascii(first)}.${ascii(last)}@example.com`;
}

function person(random: Random, category: GuestCategory, side: GuestSide, lastName?: string): GuestScalars {
  const firstName = random.pick(FIRST_NAMES);
  const surname = lastName ?? random.pick(LAST_NAMES);
  return {
    name: `${firstName} ${surname}`,
    firstName,
    lastName: surname,
    phone: random.chance(0.85) ? phoneNumber(random) : null,
    email: random.chance(0.6) ? emailFor(firstName, surname) : null,
    category,
    side,
  };
}

function dietaryInformation(random: Random): Prisma.InputJsonValue | undefined {
  if (!random.chance(0.2)) return undefined;
  return {
    restrictions: [random.pick(['vegetarian', 'vegan', 'gluten-free', 'lactose-free', 'halal', 'kosher'])],
    allergies: random.chance(0.4) ? [random.pick(['Nüsse', 'Erdnüsse', 'Schalentiere', 'Sellerie'])] : [],
    preferences: [],
    specialRequests: '',
    medicalNotes: '',
  };
}

function rsvpPlan(random: Random, partySize: number): DemoRsvpPlan {
  const attendanceStatus = random.weighted<AttendanceStatus>({ attending: 70, not_attending: 20, maybe: 10 });
  const attending = attendanceStatus === 'attending';
  return {
    attendanceStatus,
    numberOfGuests: attending ? partySize : 1,
    needsTransport: attending && random.chance(0.3),
    needsAccommodation: attending && random.chance(0.25),
    message: random.chance(0.4)
      ? random.pick([
          'Wir freuen uns sehr!',
          'Leider sind wir verreist.',
          'Wir versuchen es möglich zu machen.',
        ])
      : null,
    locale: random.chance(0.8) ? 'de' : 'en',
    daysBeforeNow: random.int(1, 40),
  };
}

/** 150 guests in parties: singles and primaries with one or two companions, with a realistic status mix. */
export function planDemoGuests(random: Random, total: number = DEMO_GUEST_COUNT): DemoParty[] {
  const parties: DemoParty[] = [];
  let remaining = total;
  while (remaining > 0) {
    const category = random.weighted<GuestCategory>({ family: 30, friends: 35, colleagues: 20, other: 15 });
    const side = random.weighted<GuestSide>({ partner1: 40, partner2: 40, both: 20 });
    const primary = person(random, category, side);
    const companionCount = Math.min(remaining - 1, random.chance(0.3) ? random.int(1, 2) : 0);
    const companions = Array.from({ length: companionCount }, () =>
      person(random, category, side, random.chance(0.6) ? primary.lastName : undefined),
    );
    const approvalStatus = random.weighted<ApprovalStatus>({
      approved: 55,
      pending: 25,
      maybe: 10,
      not_approved: 10,
    });
    const invited = approvalStatus === 'approved' && random.chance(0.9);
    Object.assign(primary, {
      notes: random.chance(0.15) ? random.pick(NOTES) : null,
      priority: random.weighted<GuestPriority>({ must_invite: 25, standard: 60, maybe: 15 }),
      approvalStatus,
      estimatedGuests: 1 + companionCount,
      invitationSent: invited,
      contactInfo: {
        countryCode: '+49',
        preferredContactMethod: random.pick(['phone', 'sms', 'whatsapp']),
        timeZone: 'Europe/Berlin',
      },
      dietaryInformation: dietaryInformation(random),
      emergencyContact: random.chance(0.1)
        ? {
            name: `${random.pick(FIRST_NAMES)} ${primary.lastName}`,
            relationship: 'sibling',
            phone: phoneNumber(random),
          }
        : undefined,
    } satisfies Partial<GuestScalars>);
    for (const companion of companions) {
      Object.assign(companion, { approvalStatus, priority: primary.priority, invitationSent: invited });
    }
    const place = random.pick(CITIES);
    parties.push({
      primary,
      companions,
      addresses: random.chance(0.4)
        ? [
            {
              type: 'home',
              street: `${random.pick(STREETS)} ${random.int(1, 120)}`,
              city: place.city,
              postalCode: place.postalCode,
              country: 'DE',
              isPrimary: true,
              position: 0,
            },
          ]
        : [],
      socialProfiles: random.chance(0.3)
        ? [
            {
              platform: random.pick(['instagram', 'whatsapp', 'facebook'] as const),
              handle: `@${(primary.firstName ?? 'guest').toLowerCase()}${random.int(10, 99)}`,
              isPublic: random.chance(0.5),
              position: 0,
            },
          ]
        : [],
      rsvp: invited && random.chance(0.8) ? rsvpPlan(random, 1 + companionCount) : null,
    });
    remaining -= 1 + companionCount;
  }
  return parties;
}
