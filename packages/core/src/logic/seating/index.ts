export {
  isAttending,
  SEATING_LIMITS,
  type SeatAssignment,
  type SeatChange,
  type SeatingGuest,
  type SeatingNotWith,
  type SeatingPlan,
  type SeatingTable,
  TABLE_SHAPES,
  type TableShape,
} from './seating-model';
export {
  SEATING_WARNING_KINDS,
  type SeatingWarning,
  type SeatingWarningKind,
  seatingWarningKey,
  seatingWarnings,
} from './seating-warnings';
export {
  applySeatChanges,
  householdMoveChanges,
  type SeatingSuggestion,
  suggestSeating,
  undoSeatChanges,
} from './suggest-seating';
