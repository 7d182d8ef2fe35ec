export type { LogicMessage } from './logic-message';
export { resolveLogicMessage } from './resolve-logic-message';
export { serverErrorText } from './server-error-text';
