import type { Response } from 'express';
import { currentUser } from '../../auth/middleware.js';
import type { GuestChangeAuthor, GuestChangeSource } from '../../guests/index.js';

/** The signed-in member as the change history names them. */
export function memberAuthor(res: Response, source: GuestChangeSource): GuestChangeAuthor {
  const user = currentUser(res);
  return { userId: user.id, actorName: user.name?.trim() || user.username, source };
}
