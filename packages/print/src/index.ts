export type { PrintHousehold } from './print-household';
export type { PrintWedding } from './print-wedding';
export { renderHouseholdCards } from './render-household-cards';
export { renderQrSheet } from './render-qr-sheet';
