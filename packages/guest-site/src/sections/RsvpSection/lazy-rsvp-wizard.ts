// The wizard (with phone parsing) is fetched only when the guest heads for the RSVP section. Its chunk holds the
// wizard alone (at most 40 KB gzipped with everything it imports: docs/decisions.md, 'The guest page as light as a
// static page'); the answers this device sent come in their own chunk (lazy-own-rsvps.ts), requested at the same
// moment, so no round trip is added.
export { RsvpWizard } from '@wedding/rsvp';
