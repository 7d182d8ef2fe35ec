export type { GuestImportField, GuestImportMapping } from './import-fields';
export { GUEST_IMPORT_FIELDS } from './import-fields';
export { importRowFromCells } from './import-row-from-cells';
export { suggestImportMapping } from './suggest-import-mapping';
