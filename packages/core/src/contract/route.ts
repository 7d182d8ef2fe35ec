import { type AnyContractProcedure, type InferSchemaInput, type InferSchemaOutput, oc } from '@orpc/contract';
import type { MemberRouteAction } from '../logic/members/member-may';

/**
 * Who may call a route: nobody in particular, any signed-in user, a member of the wedding in the path (or staff),
 * staff (admin or superadmin), a superadmin only, a guest holding the site's grant (or a member previewing), or
 * whoever holds the secret token in the path. The server enforces it from here, the API document publishes it.
 */
export const ROUTE_ACCESS = ['public', 'user', 'member', 'admin', 'superadmin', 'guest', 'token'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

/** Answers that are files rather than JSON (the route's output schema is then not used). */
export const FILE_CONTENT_TYPES = [
  'application/pdf',
  'image/svg+xml',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
export type FileContentType = (typeof FILE_CONTENT_TYPES)[number];

export interface RouteMeta {
  access: RouteAccess;
  /**
   * A member route's action, checked against the member's role (memberMay) before its input is read: a member
   * route that changes data must name one (the server refuses to serve it otherwise); a read is 'read'.
   */
  action?: MemberRouteAction;
  /** Set when the answer is a file of this type. */
  file?: FileContentType;
}

/**
 * The start of every endpoint contract: `route.meta({ access }).route({ method, path, summary, tags })`, then
 * `.input(z.object({ params?, query?, body? }))` and `.output(schema)`. Paths are written as the API serves them
 * (`/api/weddings/{weddingId}`); each input part is parsed on its own, so a malformed path answers 404, a bad
 * query 400 invalidQuery and a bad body 400 validationFailed, as everywhere in the API.
 */
export const route = oc.$meta<RouteMeta>({ access: 'public' }).$route({ inputStructure: 'detailed' });

/** What a caller sends: `{ params?, query?, body? }` as the input schema accepts it (before defaults). */
export type RouteInput<P extends AnyContractProcedure> = InferSchemaInput<P['~orpc']['inputSchema']>;
/** What the server's handler receives after parsing (defaults applied, text trimmed). */
export type RouteParsedInput<P extends AnyContractProcedure> = InferSchemaOutput<P['~orpc']['inputSchema']>;
/** What the server's handler returns (before the output schema's transforms). */
export type RouteAnswerInput<P extends AnyContractProcedure> = InferSchemaInput<P['~orpc']['outputSchema']>;
/** What a caller receives, parsed by the output schema. */
export type RouteAnswer<P extends AnyContractProcedure> = InferSchemaOutput<P['~orpc']['outputSchema']>;

export type { AnyContractProcedure };
