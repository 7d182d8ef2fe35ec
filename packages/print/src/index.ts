export type { PrintHousehold } from './print-household';
export type { PrintWedding } from './print-wedding';
export { renderHouseholdCards } from './render-household-cards';
export { renderQrSheet } from './render-qr-sheet';
export {
  escortEntries,
  PLACE_CARDS_PER_PAGE,
  renderEscortList,
  renderPlaceCards,
  renderSeatingChart,
} from './seating/render-seating-documents';
export type {
  PrintMeal,
  PrintSeatedGuest,
  PrintSeatingTable,
  SeatingPrintInput,
} from './seating/seating-print-input';
