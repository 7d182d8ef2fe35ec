import type { $ZodObject, $ZodType } from 'zod/v4/core';

/**
 * Who may call a route (as in test/authorization.test.ts): public, any signed-in user, a member of the
 * wedding (or an admin), an admin (or superadmin), a superadmin only, a guest holding the site's access-code
 * grant (or a member previewing), or whoever holds the private-link token in the path.
 */
export type RouteAccess = 'public' | 'user' | 'member' | 'admin' | 'superadmin' | 'guest' | 'token';

export type DocumentedRoute = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Express path as registered (`/api/weddings/:weddingId`); the document writes `{weddingId}`. */
  path: string;
  tag: string;
  summary: string;
  access: RouteAccess;
  query?: $ZodObject;
  headers?: $ZodObject;
  /** JSON request body (a zod schema from @wedding/core, or the route's own where it has no core twin). */
  body?: $ZodType;
  /** multipart/form-data upload with one file field. */
  upload?: { field: string; description: string };
  success: {
    status: 200 | 201 | 204;
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
      | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  };
};
