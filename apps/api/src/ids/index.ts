export { newRecordId } from './new-record-id.js';
