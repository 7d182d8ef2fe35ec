import type { FileContentType, MemberRouteAction, RouteAccess } from '@wedding/core';
import type { $ZodObject, $ZodType } from 'zod/v4/core';

export type { RouteAccess };

export type DocumentedRoute = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Express path as registered (`/api/weddings/:weddingId`); the document writes `{weddingId}`. */
  path: string;
  tag: string;
  summary: string;
  access: RouteAccess;
  /**
   * A member route's action (core's memberMay): the roles it admits are published beside it, and a member whose role
   * does not allow it gets 403 memberRoleForbidden. Required for a member route that changes data.
   */
  action?: MemberRouteAction;
  /** Path parameters' schema; without one each `:name` is documented as a string. */
  params?: $ZodObject;
  query?: $ZodObject;
  headers?: $ZodObject;
  /** JSON request body (a zod schema from @wedding/core, or the route's own where it has no core twin). */
  body?: $ZodType;
  /** multipart/form-data upload with one file field. */
  upload?: { field: string; description: string };
  success: {
    status: 200 | 201 | 202 | 204;
    description: string;
    /** JSON answer; leave out for 204 and for non-JSON answers (`contentType`). */
    schema?: $ZodType;
    contentType?:
      | 'text/csv'
      | 'text/calendar'
      | 'text/html'
      | 'text/javascript'
      | 'application/zip'
      | 'image/webp'
      | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
      | FileContentType;
  };
};
