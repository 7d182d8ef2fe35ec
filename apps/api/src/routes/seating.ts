import { apiContract } from '@wedding/core';
import type { Router } from 'express';
import { memberActor } from '../activity/index.js';
import { currentWedding } from '../auth/middleware.js';
import type { AppDeps } from '../context.js';
import { serveRoute } from '../http/serve-route.js';
import { inProcessRenderer } from '../rendering/renderer.js';
import {
  addSeatingNote,
  changeSeats,
  createSeatingTable,
  deleteSeatingNote,
  deleteSeatingTable,
  loadSeatAssignments,
  loadSeatingPlan,
  loadSeatingPrint,
  setSeatingChild,
  updateSeatingTable,
} from '../seating/index.js';

/** The seating plan: tables, seats (compare-and-set per seat, versioned tables) and "not with" pairs. */
export function registerSeatingRoutes(router: Router, deps: AppDeps): void {
  const { prisma } = deps;
  const { seating } = apiContract;
  const renderer = deps.renderer ?? inProcessRenderer;

  serveRoute(router, deps, seating.read, async (_input, _req, res) =>
    loadSeatingPlan(prisma, currentWedding(res).id),
  );

  serveRoute(router, deps, seating.createTable, async ({ body }, _req, res) => ({
    table: await createSeatingTable(prisma, currentWedding(res).id, body, memberActor(res)),
  }));

  serveRoute(router, deps, seating.updateTable, async ({ params, body }, _req, res) => ({
    table: await updateSeatingTable(prisma, currentWedding(res).id, params.tableId, body, memberActor(res)),
  }));

  serveRoute(router, deps, seating.deleteTable, async ({ params }, _req, res) => {
    const weddingId = currentWedding(res).id;
    await deleteSeatingTable(prisma, weddingId, params.tableId, memberActor(res));
    return { assignments: await loadSeatAssignments(prisma, weddingId) };
  });

  serveRoute(router, deps, seating.changeSeats, async ({ body }, _req, res) => {
    const weddingId = currentWedding(res).id;
    await changeSeats(prisma, weddingId, body.changes, memberActor(res), deps.now());
    return { assignments: await loadSeatAssignments(prisma, weddingId) };
  });

  serveRoute(router, deps, seating.addNote, async ({ body }, _req, res) => ({
    note: await addSeatingNote(prisma, currentWedding(res).id, body, memberActor(res)),
  }));

  serveRoute(router, deps, seating.deleteNote, async ({ params }, _req, res) => ({
    notes: await deleteSeatingNote(prisma, currentWedding(res).id, params.noteId, memberActor(res)),
  }));

  serveRoute(router, deps, seating.setChild, async ({ params, body }, _req, res) => ({
    guest: await setSeatingChild(
      prisma,
      currentWedding(res).id,
      params.guestId,
      body.isChild,
      memberActor(res),
    ),
  }));

  const printed = [
    [seating.chart, 'seatingChart', 'seating-chart.pdf'],
    [seating.escortList, 'escortList', 'escort-list.pdf'],
    [seating.placeCards, 'placeCards', 'place-cards.pdf'],
  ] as const;
  for (const [procedure, kind, filename] of printed) {
    serveRoute(router, deps, procedure, async ({ query }, _req, res) => {
      const input = await loadSeatingPrint(deps, currentWedding(res), query.locale);
      return { body: await renderer.render({ kind, input }), filename };
    });
  }
}
