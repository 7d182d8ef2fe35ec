import type { Router } from 'express';
import { memberRoute } from '../../auth/middleware.js';
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

/** Guest calls (docs/requirements.md B7); signed-in members of the wedding only (docs/requirements.md B6). */
export function registerGuestRoutes(router: Router, deps: AppDeps): void {
  const read = memberRoute(deps, 'read');
  const edit = memberRoute(deps, 'editGuestList');
  router.get(GUESTS, ...read, listGuests(deps));
  router.get(`${GUESTS}/export`, ...read, exportGuests(deps));
  router.get(`${GUESTS}/rows`, ...read, listGuestRows(deps));
  router.post(`${GUESTS}/import`, ...edit, importGuests(deps));
  router.post(`${GUESTS}/import/sheet`, ...edit, readGuestSheet(deps));
  router.post(GUESTS, ...edit, createGuest(deps));
  // The group paths come before `/:guestId` so 'group' is never read as a guest id.
  router.post(`${GUESTS}/group`, ...edit, groupGuestsRoute(deps));
  router.delete(`${GUESTS}/group`, ...edit, ungroupGuestRoute(deps));
  router.get(`${GUESTS}/:guestId`, ...read, getGuest(deps));
  router.get(`${GUESTS}/:guestId/history`, ...read, guestHistory(deps));
  router.put(`${GUESTS}/:guestId`, ...edit, updateGuest(deps));
  router.delete(`${GUESTS}/:guestId`, ...edit, deleteGuest(deps));
}
