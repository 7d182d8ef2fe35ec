import { type ActivityActorKind, isStaffRole } from '@wedding/core';
import type { Response } from 'express';
import { currentUser } from '../auth/middleware.js';

/** Who a line of the activity feed names. */
export interface ActivityActor {
  actorId: string | null;
  actorName: string;
  actorKind: ActivityActorKind;
}

/** The signed-in member (or staff member acting for the couple) of a member route, as the feed names them. */
export function memberActor(res: Response): ActivityActor {
  const user = currentUser(res);
  return {
    actorId: user.id,
    actorName: user.name?.trim() || user.username,
    actorKind: isStaffRole(user.role) && !res.locals.membership ? 'staff' : 'member',
  };
}

/** A guest answering on the site, named as they signed their answer. */
export function guestActor(name: string): ActivityActor {
  return { actorId: null, actorName: name, actorKind: 'guest' };
}
