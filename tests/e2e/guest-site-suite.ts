import { createScratchDatabase, type ScratchDatabase, shouldTestPostgres } from '@wedding/db/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../apps/api/test/support/smtp-sink';
import { walkAdminJourney } from './flows/admin-journey';
import { walkCoupleJourney } from './flows/couple-journey';
import { walkDesignJourney } from './flows/design-journey';
import { walkEventsAndSeating } from './flows/events-seating-journey';
import { type SubmittedRsvps, walkGuestJourney } from './flows/guest-journey';
import { walkGuestListServerMode } from './flows/guest-list-server-mode';
import { walkGuestManagement } from './flows/guest-management';
import { walkMembersJourney } from './flows/members-journey';
import { walkOwnRsvpJourney } from './flows/own-rsvp-journey';
import { walkPlanningTogether } from './flows/planning-together';
import { walkReachingGuests } from './flows/reaching-guests';
import { walkSiteContentJourney } from './flows/site-content-journey';
import { createApiClient } from './support/api-client';
import { GUEST_MODES, type GuestMode, launchChromium } from './support/browser';
import { type SiteServer, startSiteServer } from './support/site-server';

interface StoredRsvp {
  name: string;
  phone: string;
  attendanceStatus: string;
  numberOfGuests: number;
  guests: { name: string; dietaryRestrictions: string[]; allergies: string | null }[];
  needsTransport: boolean;
  message: string | null;
}

/** The couple signs in and reads the RSVP list the dashboard shows (GET /api/weddings/:id/rsvps). */
async function rsvpsSeenByTheCouple(server: SiteServer): Promise<StoredRsvp[]> {
  const couple = createApiClient(server.baseUrl);
  await couple.post('/api/auth/login', server.couple);
  const { weddings } = await couple.get<{ weddings: { id: string; slug: string }[] }>('/api/weddings');
  const wedding = weddings.find((entry) => entry.slug === server.slug);
  if (!wedding) throw new Error(`the demo couple is no member of ${server.slug}`);
  const { rsvps } = await couple.get<{ rsvps: StoredRsvp[] }>(`/api/weddings/${wedding.id}/rsvps`);
  return rsvps;
}

function expectStoredAsSubmitted(rsvps: StoredRsvp[], submitted: SubmittedRsvps): void {
  const attending = rsvps.filter((rsvp) => rsvp.name === submitted.attending.name);
  expect(attending, 'exactly one attending RSVP (no duplicate)').toHaveLength(1);
  expect(attending[0]).toMatchObject({
    attendanceStatus: 'attending',
    numberOfGuests: 2,
    needsTransport: true,
    message: submitted.attending.message,
    phone: expect.stringMatching(/^\+49\s?1512\s?3456789$/),
    // Everyone the answer covers: the respondent first (no needs of their own ticked), then the companion.
    guests: [
      { name: submitted.attending.name, dietaryRestrictions: [], allergies: null },
      {
        name: submitted.attending.companion,
        dietaryRestrictions: ['vegetarian'],
        allergies: submitted.attending.allergies,
      },
    ],
  });
  const absent = rsvps.filter((rsvp) => rsvp.name === submitted.notAttending.name);
  expect(absent, 'exactly one not-attending RSVP').toHaveLength(1);
  expect(absent[0]).toMatchObject({ attendanceStatus: 'not_attending', numberOfGuests: 0, guests: [] });
}

/**
 * The modes check the pages (mouse, 360 px touch, keyboard alone), which do not depend on the store, and the API
 * and database suites test every query on both databases; so each journey walks every mode once across the two
 * databases instead of every mode on each (CI's time budget): desktop walks on PostgreSQL, phone walks on the
 * embedded database that `npm start` uses, and the keyboard walks are shared out so the files take about as long.
 * The journeys with one mode run on both.
 */
const MODES_ON_POSTGRES = {
  guestVisit: ['desktop'],
  coupleSetUp: ['desktop', 'keyboard'],
  reachingGuests: ['desktop'],
  siteContent: ['desktop', 'keyboard'],
  members: ['desktop'],
  guestManagement: ['desktop'],
} as const satisfies Record<string, readonly GuestMode[]>;

type Journey = keyof typeof MODES_ON_POSTGRES;

export const GUEST_SITE_DATABASES = {
  pglite: { name: 'embedded PGlite', postgres: false },
  postgres: { name: 'PostgreSQL', postgres: true },
} as const;

type GuestSiteDatabase = keyof typeof GUEST_SITE_DATABASES;

/**
 * The journeys in two parts, each a test file per database with its own server and browser, and the four files run
 * side by side: a journey's time is mostly the browser and the server waiting on each other, so four overlap well
 * on two cores (docs/decisions.md, "CI inside its time budget"). The demo wedding's journeys share its seeded data
 * and run in order; each of the others signs up a couple of its own.
 */
type JourneyPart = 'demoWedding' | 'newCouples';

/** The modes a journey walks on this database (the others walk on the other one). */
function modesOf(database: GuestSiteDatabase, journey: Journey): GuestMode[] {
  const onPostgres: readonly GuestMode[] = MODES_ON_POSTGRES[journey];
  return GUEST_MODES.filter((mode) => onPostgres.includes(mode) === (database === 'postgres'));
}

// With DATABASE_URL or under CI the PostgreSQL half always runs (a missing server fails it); without a local
// server on a developer's machine it is left out with one warning (the same rule as the database tests).
const testPostgres = await shouldTestPostgres();

/** One part of the guest site's and the dashboard's journeys on one database: one server, one browser, one mail sink. */
export function describeGuestSite(database: GuestSiteDatabase, part: JourneyPart): void {
  const { name, postgres } = GUEST_SITE_DATABASES[database];
  const walksDesktop = database === 'postgres';
  const partName = part === 'demoWedding' ? 'the demo wedding' : 'new couples';
  describe(`the guest site end to end on ${name}: ${partName}`, () => {
    let server: SiteServer | undefined;
    let scratch: ScratchDatabase | undefined;
    let browser: Browser | undefined;
    let smtp: SmtpSink | undefined;
    const skip = postgres && !testPostgres;

    beforeAll(async () => {
      if (skip) return;
      scratch = postgres ? await createScratchDatabase('wedding_e2e') : undefined;
      smtp = await startSmtpSink();
      server = await startSiteServer({ databaseUrl: scratch?.url, smtpUrl: smtp.url });
      browser = await launchChromium();
    });

    afterAll(async () => {
      await browser?.close();
      await server?.stop();
      await smtp?.close();
      await scratch?.drop();
    });

    if (part === 'demoWedding') {
      it.skipIf(skip).each(modesOf(database, 'guestVisit'))(
        'a guest walks the whole visit (%s)',
        async (mode) => {
          if (!server || !browser) throw new Error('the server or browser did not start');
          const submitted = await walkGuestJourney(browser, server, mode);
          expectStoredAsSubmitted(await rsvpsSeenByTheCouple(server), submitted);
        },
      );

      // One walk (phone, then keyboard elsewhere): before guest management sets an RSVP deadline.
      it.skipIf(skip)(
        'a guest sees and deletes their own RSVP: the list on the phone that sent it, the private link elsewhere',
        async () => {
          if (!server || !browser) throw new Error('the server or browser did not start');
          const names = await walkOwnRsvpJourney(browser, server);
          const left = (await rsvpsSeenByTheCouple(server)).map((rsvp) => rsvp.name);
          expect(left, 'the couple no longer sees either answer').not.toContain(names.byLink);
          expect(left).not.toContain(names.onDevice);
        },
      );

      // After the guests' walks: it makes the demo wedding premium, which they do not expect.
      it.skipIf(skip)('staff run the service from the admin area; a couple is refused', async () => {
        if (!server || !browser) throw new Error('the server or browser did not start');
        await walkAdminJourney(browser, server);
      });

      // The demo couple's guest list and RSVP desk; each mode works on its own guests and tags what it adds.
      it.skipIf(skip).each(modesOf(database, 'guestManagement'))(
        'a couple manages the guest list: search, chips, reload, inline edit, party, form, import, export, desk, deadline (%s)',
        async (mode) => {
          if (!server || !browser) throw new Error('the server or browser did not start');
          await walkGuestManagement(browser, server, mode, `${mode}-${Date.now().toString(36)}`);
        },
      );

      // The demo couple's theme, contrast fix, cross-tab sync, undo, uploads and the RSVP page's background;
      // the seeded design is put back and the uploaded image removed at the end.
      it.skipIf(skip)(
        'a couple designs the site: preset, contrast fix, undo followed live by an open guest tab, uploads, a page background (desktop, phone)',
        async () => {
          if (!server || !browser) throw new Error('the server or browser did not start');
          await walkDesignJourney(browser, server);
        },
      );
      return;
    }

    // Each journey below signs up a couple of its own (the set-up journey reads the demo couple's names too), so
    // their order does not matter.
    it.skipIf(skip).each(modesOf(database, 'coupleSetUp'))(
      'a couple signs up, sets up their wedding and site, a guest sees it (%s)',
      async (mode) => {
        if (!server || !browser) throw new Error('the server or browser did not start');
        await walkCoupleJourney(browser, server, mode);
      },
    );

    // One mode per database (phone on PGlite, desktop on PostgreSQL).
    it.skipIf(skip).each(modesOf(database, 'reachingGuests').filter((mode) => mode !== 'keyboard'))(
      'a couple reaches its guests: email with personal links, answer and confirmation, reminder, unsubscribe, password reset (%s)',
      async (mode) => {
        if (!server || !browser || !smtp) throw new Error('the server, browser or mail server did not start');
        await walkReachingGuests(browser, server, mode, smtp);
      },
    );

    it.skipIf(skip).each(modesOf(database, 'siteContent'))(
      'a couple writes texts, schedule, accommodation and location; guests read them in their language (%s)',
      async (mode) => {
        if (!server || !browser) throw new Error('the server or browser did not start');
        await walkSiteContentJourney(browser, server, mode);
      },
    );

    it.skipIf(skip).each(modesOf(database, 'members'))(
      'a member joins with a passkey, signs in with it alone and is removed; upgrade path; password change (%s)',
      async (mode) => {
        if (!server || !browser) throw new Error('the server or browser did not start');
        await walkMembersJourney(browser, server, mode);
      },
    );

    if (walksDesktop) {
      // Server mode (2,000 guests and more): 2,050 imported guests, walked once (desktop, so on PostgreSQL):
      // page 1 of 41, "next" by the cursor, a reload by number, search and filter.
      it.skipIf(skip)(
        'a couple pages, reloads, searches and filters 2,050 guests in server mode, next page by cursor (desktop)',
        async () => {
          if (!server || !browser) throw new Error('the server or browser did not start');
          await walkGuestListServerMode(browser, server);
        },
      );

      // Walked once (desktop, so on PostgreSQL): a parent as editor of one side, the activity feed, a gift
      // thanked, the gallery section hidden from guests.
      it.skipIf(skip)(
        'planning together: a parent edits her side only, the owner reads it in the activity feed, thanks for a gift and hides the gallery (desktop)',
        async () => {
          if (!server || !browser) throw new Error('the server or browser did not start');
          await walkPlanningTogether(browser, server, 'desktop');
        },
      );
    } else {
      // Walked once: keyboard alone on PGlite (the seating plan's keyboard moves are the point).
      it.skipIf(skip)(
        'events, meals and seating: a couple invites households per event, guests pick meals, the caterer list and a keyboard-made seating plan follow (keyboard)',
        async () => {
          if (!server || !browser) throw new Error('the server or browser did not start');
          await walkEventsAndSeating(browser, server);
        },
      );
    }
  });
}
