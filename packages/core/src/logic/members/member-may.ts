import type { GuestSide, MemberRole } from '../../schemas/enums';

/**
 * What a request asks to do in a wedding, as the server checks it against the member's role:
 * - read: every GET (every member may see the whole wedding);
 * - editGuestList: the guest list as a whole: RSVP answers, households, seating, events' answers, guest routes
 *   before the guest itself is known;
 * - editGuest: create, change or delete one guest, whose side is known (a side editor's limit applies here);
 * - editWedding: everything else that changes the wedding (site, theme, texts, gallery, schedule, mail, code);
 * - manageMembers: invitation links, removing members, changing a member's role;
 * - deleteWedding: deleting the whole wedding.
 */
export const MEMBER_ACTIONS = [
  'read',
  'editGuestList',
  'editGuest',
  'editWedding',
  'manageMembers',
  'deleteWedding',
] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];
/** The actions a route declares up front; 'editGuest' is checked by the route once it knows the guest's side. */
export type MemberRouteAction = Exclude<MemberAction, 'editGuest'>;

/** The sides a guest-level check compares: the guest's (before or after the change) and the member's own. */
export type MemberSides = { guestSide: GuestSide; memberSide: GuestSide | null };

const ACTIONS_BY_ROLE: Readonly<Record<MemberRole, readonly MemberAction[]>> = {
  owner: MEMBER_ACTIONS,
  coPlanner: ['read', 'editGuestList', 'editGuest', 'editWedding'],
  guestEditor: ['read', 'editGuestList', 'editGuest'],
  sideEditor: ['read', 'editGuestList', 'editGuest'],
  viewer: ['read'],
};

/**
 * Whether a member of `role` may do `action`; the API enforces it, the dashboard mirrors it. `editGuest` names the
 * guest's side: a side editor may touch only guests of their own side (a member without a side none at all).
 */
export function memberMay(role: MemberRole, action: MemberRouteAction): boolean;
export function memberMay(role: MemberRole, action: 'editGuest', sides: MemberSides): boolean;
export function memberMay(role: MemberRole, action: MemberAction, sides?: MemberSides): boolean {
  if (!ACTIONS_BY_ROLE[role].includes(action)) return false;
  if (action !== 'editGuest' || role !== 'sideEditor') return true;
  return sides !== undefined && sides.memberSide !== null && sides.guestSide === sides.memberSide;
}

/** Only a side editor has a side; every other role has none (the API stores null). */
export const roleHasSide = (role: MemberRole): boolean => role === 'sideEditor';
