export { CATERER_COLUMNS, type CatererPerson, type CatererSheet, catererSheet } from './caterer-table.js';
export { catererCsvText, catererXlsxBuffer } from './caterer-writers.js';
export { checkEventAnswers } from './check-event-answers.js';
export { invitedHouseholdOf } from './invited-household.js';
export { type EventAttendance, type EventGuest, loadEventAttendance } from './load-event-attendance.js';
export { type EventInvitationRow, loadEventInvitations } from './load-event-invitations.js';
export { saveEventAudience } from './save-event-audience.js';
export { saveMealOptions } from './save-meal-options.js';
export { visibleEventIds } from './visible-event-ids.js';
