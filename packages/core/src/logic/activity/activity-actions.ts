/**
 * The activity feed's vocabulary: every kind of change a line can tell, grouped by the area the feed filters by.
 * The API writes these names, the dashboard tells each in the reader's language (its activity strings).
 */
export const ACTIVITY_ACTIONS_BY_AREA = {
  guests: [
    'guest.created',
    'guest.updated',
    'guest.deleted',
    'guests.imported',
    'guests.grouped',
    'guest.ungrouped',
    'household.linkRenewed',
    'household.localeSet',
  ],
  rsvps: ['rsvp.received', 'rsvp.withdrawn', 'rsvp.recorded', 'rsvp.deadlineSet'],
  theme: ['theme.changed', 'themeVersion.saved', 'themeVersion.deleted'],
  content: [
    'wedding.settingsChanged',
    'wedding.infoChanged',
    'wedding.addressChanged',
    'wedding.domainChanged',
    'wedding.domainRemoved',
    'wedding.accessCodeChanged',
    'site.published',
    'site.unpublished',
    'site.sectionsChanged',
    'content.textsChanged',
    'schedule.eventAdded',
    'schedule.eventChanged',
    'schedule.eventDeleted',
    'accommodation.added',
    'accommodation.changed',
    'accommodation.deleted',
    'location.added',
    'location.changed',
    'location.deleted',
  ],
  gallery: [
    'gallery.imageUploaded',
    'gallery.imageDeleted',
    'gallery.backgroundSet',
    'gallery.backgroundRemoved',
    'gallery.tagsChanged',
  ],
  members: [
    'member.invited',
    'member.invitationRevoked',
    'member.joined',
    'member.roleChanged',
    'member.removed',
    'member.left',
  ],
  seating: [
    'seating.tableAdded',
    'seating.tableChanged',
    'seating.tableDeleted',
    'seating.seatsChanged',
    'seating.noteAdded',
    'seating.noteDeleted',
    'seating.childChanged',
  ],
  gifts: ['gift.recorded', 'gift.changed', 'gift.deleted', 'gift.thanked'],
  mail: ['mail.sent', 'mail.settingsChanged'],
} as const;

type ActionsByArea = typeof ACTIVITY_ACTIONS_BY_AREA;
export type ActivityArea = keyof ActionsByArea;
export type ActivityAction = ActionsByArea[ActivityArea][number];

export const ACTIVITY_AREAS = Object.keys(ACTIVITY_ACTIONS_BY_AREA) as ActivityArea[];
export const ACTIVITY_ACTIONS = Object.values(ACTIVITY_ACTIONS_BY_AREA).flat() as ActivityAction[];

/** Who a line names: a signed-in member, staff acting for the couple, or a guest answering on the site. */
export const ACTIVITY_ACTOR_KINDS = ['member', 'staff', 'guest'] as const;
export type ActivityActorKind = (typeof ACTIVITY_ACTOR_KINDS)[number];

const AREA_OF_ACTION = new Map<string, ActivityArea>(
  ACTIVITY_AREAS.flatMap((area) => ACTIVITY_ACTIONS_BY_AREA[area].map((action) => [action, area] as const)),
);

/** The area an action belongs to (the feed's filter). */
export function activityArea(action: ActivityAction): ActivityArea {
  const area = AREA_OF_ACTION.get(action);
  if (!area) throw new Error(`Unknown activity action ${action}`);
  return area;
}
