import type { Router } from 'express';
import { requireMembership, requireUser } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { createGuest } from './create-guest.js';
import { deleteGuest } from './delete-guest.js';
import { exportGuests } from './export-guests.js';
import { getGuest, guestHistory } from './get-guest.js';
import { groupGuestsRoute, ungroupGuestRoute } from './group-routes.js';
import { importGuests, readGuestSheet } from './import-guests.js';
import { listGuestRows } from './list-guest-rows.js';
import { listGuests } from './list-guests.js';
import { updateGuest } from './update-guest.js';

const GUESTS = '/api/weddings/:weddingId/guests';

/** Spec B 7 guest calls; signed-in members of the wedding only (spec B 6). */
export function registerGuestRoutes(router: Router, deps: AppDeps): void {
  const guard = [requireUser, requireMembership(deps)];
  router.get(GUESTS, ...guard, listGuests(deps));
  router.get(`${GUESTS}/export`, ...guard, exportGuests(deps));
  router.get(`${GUESTS}/rows`, ...guard, listGuestRows(deps));
  router.post(`${GUESTS}/import`, ...guard, importGuests(deps));
  router.post(`${GUESTS}/import/sheet`, ...guard, readGuestSheet(deps));
  router.post(GUESTS, ...guard, createGuest(deps));
  // The group paths come before `/:guestId` so 'group' is never read as a guest id.
  router.post(`${GUESTS}/group`, ...guard, groupGuestsRoute(deps));
  router.delete(`${GUESTS}/group`, ...guard, ungroupGuestRoute(deps));
  router.get(`${GUESTS}/:guestId`, ...guard, getGuest(deps));
  router.get(`${GUESTS}/:guestId/history`, ...guard, guestHistory(deps));
  router.put(`${GUESTS}/:guestId`, ...guard, updateGuest(deps));
  router.delete(`${GUESTS}/:guestId`, ...guard, deleteGuest(deps));
}
