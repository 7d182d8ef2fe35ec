import { patchWedding } from './weddings';

export { contractProcedures } from './contract-procedures';
export {
  type AnyContractProcedure,
  FILE_CONTENT_TYPES,
  type FileContentType,
  ROUTE_ACCESS,
  type RouteAccess,
  type RouteAnswer,
  type RouteAnswerInput,
  type RouteInput,
  type RouteMeta,
  type RouteParsedInput,
  route,
} from './route';
export { patchWedding, weddingParamsSchema } from './weddings';

/**
 * Every endpoint declared here once: the API serves each with its parsing and access rule, the typed client calls
 * it, and the OpenAPI document publishes it, all from this object (docs/architecture.md).
 */
export const apiContract = {
  weddings: { patch: patchWedding },
};
