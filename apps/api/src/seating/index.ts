export { changeSeats } from './change-seats.js';
export { createSeatingTable } from './create-seating-table.js';
export { deleteSeatingTable } from './delete-seating-table.js';
export {
  loadSeatAssignments,
  loadSeatingPlan,
  loadSeatingTables,
  loadSeatTableNames,
} from './load-seating-plan.js';
export { loadSeatingPrint } from './load-seating-print.js';
export { addSeatingNote, deleteSeatingNote } from './seating-notes.js';
export { setSeatingChild } from './set-seating-child.js';
export { updateSeatingTable } from './update-seating-table.js';
