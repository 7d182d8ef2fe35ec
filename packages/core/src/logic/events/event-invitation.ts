import type { GuestCategory, GuestSide } from '../../schemas/enums';

/** Who a schedule event is open to: everyone with the site (the default), or the households the couple chose. */
export const EVENT_AUDIENCES = ['everyone', 'chosen'] as const;
export type EventAudience = (typeof EVENT_AUDIENCES)[number];

/** What the invitation rule reads of a schedule event. */
export interface EventInvitation {
  id: string;
  audience: EventAudience;
  invitedCategories: readonly GuestCategory[];
  invitedSides: readonly GuestSide[];
  /** Households chosen by name: their heads' guest ids (Guest.partyId). */
  invitedHouseholdIds: readonly string[];
}

/** What the invitation rule reads of a household: its head's id and every member's category and side. */
export interface InvitedHousehold {
  id: string;
  members: readonly { category: GuestCategory; side: GuestSide }[];
}

/** A guest of both sides belongs to each partner's side, so choosing one side never leaves shared friends out. */
const sideMatches = (chosen: readonly GuestSide[], side: GuestSide) =>
  chosen.includes(side) || (side === 'both' && chosen.length > 0);

/**
 * Whether a household is invited to an event. An event open to everyone invites every visitor, a household
 * nobody knows (the shared access code) included; a chosen event invites a known household named by the couple,
 * or one with a member in a chosen category or on a chosen side.
 */
export function isHouseholdInvitedToEvent(
  event: EventInvitation,
  household: InvitedHousehold | null,
): boolean {
  if (event.audience === 'everyone') return true;
  if (household === null) return false;
  if (event.invitedHouseholdIds.includes(household.id)) return true;
  return household.members.some(
    (member) =>
      event.invitedCategories.includes(member.category) || sideMatches(event.invitedSides, member.side),
  );
}

/** The ids of the events a household is invited to, in the order given. */
export function invitedEventIds(
  events: readonly EventInvitation[],
  household: InvitedHousehold | null,
): string[] {
  return events.filter((event) => isHouseholdInvitedToEvent(event, household)).map((event) => event.id);
}
