import { describe, expect, it } from 'vitest';
import { MEMBER_ROLES, type MemberRole } from '../../schemas/enums';
import { MEMBER_ACTIONS, type MemberRouteAction, memberMay, roleHasSide } from './member-may';

const ROUTE_ACTIONS = MEMBER_ACTIONS.filter((action): action is MemberRouteAction => action !== 'editGuest');

/** The role table as the product describes it; memberMay must answer exactly this. */
const EXPECTED: Record<MemberRole, readonly MemberRouteAction[]> = {
  owner: ['read', 'editGuestList', 'editWedding', 'manageMembers', 'deleteWedding'],
  coPlanner: ['read', 'editGuestList', 'editWedding'],
  guestEditor: ['read', 'editGuestList'],
  sideEditor: ['read', 'editGuestList'],
  viewer: ['read'],
};

describe('memberMay: what each member role may do', () => {
  for (const role of MEMBER_ROLES) {
    it(`${role} may exactly ${EXPECTED[role].join(', ')}`, () => {
      const allowed = ROUTE_ACTIONS.filter((action) => memberMay(role, action));
      expect(allowed).toEqual(EXPECTED[role]);
    });
  }

  it('every member may read; only the owner may manage members or delete the wedding', () => {
    expect(MEMBER_ROLES.every((role) => memberMay(role, 'read'))).toBe(true);
    expect(MEMBER_ROLES.filter((role) => memberMay(role, 'manageMembers'))).toEqual(['owner']);
    expect(MEMBER_ROLES.filter((role) => memberMay(role, 'deleteWedding'))).toEqual(['owner']);
  });

  it('owner, co-planner and guest-list editor may change a guest of any side', () => {
    for (const role of ['owner', 'coPlanner', 'guestEditor'] as const) {
      for (const guestSide of ['partner1', 'partner2', 'both'] as const) {
        expect(memberMay(role, 'editGuest', { guestSide, memberSide: null })).toBe(true);
      }
    }
  });

  it('a viewer may change no guest, even one of "their" side', () => {
    expect(memberMay('viewer', 'editGuest', { guestSide: 'partner1', memberSide: 'partner1' })).toBe(false);
  });

  it('a side editor may change only guests of their own side', () => {
    expect(memberMay('sideEditor', 'editGuest', { guestSide: 'partner1', memberSide: 'partner1' })).toBe(
      true,
    );
    expect(memberMay('sideEditor', 'editGuest', { guestSide: 'partner2', memberSide: 'partner1' })).toBe(
      false,
    );
    expect(memberMay('sideEditor', 'editGuest', { guestSide: 'both', memberSide: 'partner1' })).toBe(false);
    expect(memberMay('sideEditor', 'editGuest', { guestSide: 'both', memberSide: 'both' })).toBe(true);
  });

  it('a side editor without a side may change no guest', () => {
    expect(memberMay('sideEditor', 'editGuest', { guestSide: 'partner1', memberSide: null })).toBe(false);
  });

  it('only a side editor has a side', () => {
    expect(MEMBER_ROLES.filter(roleHasSide)).toEqual(['sideEditor']);
  });
});
