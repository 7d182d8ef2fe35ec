export { createScratchDatabase, type ScratchDatabase, shouldTestPostgres } from './scratch-postgres';
