import { HttpError } from '../http/errors.js';

const ENGLISH = {
  conflict: 'Someone else changed this seat or table a moment ago. Reload the plan and try again.',
} as const;

/** Another planner changed the seat or table first: nothing of this request was applied. */
export const seatingConflict = () => new HttpError(409, 'seating.conflict', undefined, ENGLISH.conflict);
export const seatingTableNotFound = () => new HttpError(404, 'seating.tableNotFound');
export const seatingGuestNotFound = () => new HttpError(404, 'seating.guestNotFound');
export const seatingNoteNotFound = () => new HttpError(404, 'seating.noteNotFound');
