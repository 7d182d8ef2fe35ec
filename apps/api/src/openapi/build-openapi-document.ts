import { MEMBER_ROLES, memberMay, weddingDetailSchema } from '@wedding/core';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { CONTRACT_ROUTES } from './contract-routes.js';
import type { DocumentedRoute, RouteAccess } from './documented-route.js';
import { ADMIN_ROUTES } from './routes-admin.js';
import { AUTH_ROUTES } from './routes-auth.js';
import { COUPLE_DASHBOARD_ROUTES } from './routes-couple-dashboard.js';
import { GUEST_DESK_ROUTES } from './routes-guest-desk.js';
import { GUEST_GALLERY_ADMIN_ROUTES } from './routes-guests-gallery-admin.js';
import { PUBLIC_ROUTES } from './routes-public.js';
import { THEME_STUDIO_ROUTES } from './routes-theme-studio.js';
import { WEDDING_ROUTES } from './routes-weddings.js';

/** The document, the reference page and its script: documented like every other route. */
const REFERENCE_ROUTES: DocumentedRoute[] = [
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'reference',
    summary: 'This OpenAPI 3.1 document (generated from the zod schemas of @wedding/core)',
    access: 'public',
    success: { status: 200, description: 'The document', schema: z.record(z.string(), z.unknown()) },
  },
  {
    method: 'get',
    path: '/api/reference',
    tag: 'reference',
    summary: 'Interactive reference of this document (self-hosted Swagger UI; no request leaves this server)',
    access: 'public',
    success: { status: 200, description: 'HTML page', contentType: 'text/html' },
  },
  {
    method: 'get',
    path: '/api/reference/init.js',
    tag: 'reference',
    summary: "The reference page's start-up script",
    access: 'public',
    success: { status: 200, description: 'Script', contentType: 'text/javascript' },
  },
];

/** Every documented route; test/openapi.test.ts checks that it equals the registered routes (route-list.ts). */
export const DOCUMENTED_ROUTES: readonly DocumentedRoute[] = [
  ...AUTH_ROUTES,
  ...WEDDING_ROUTES,
  ...PUBLIC_ROUTES,
  ...GUEST_GALLERY_ADMIN_ROUTES,
  ...ADMIN_ROUTES,
  ...GUEST_DESK_ROUTES,
  ...REFERENCE_ROUTES,
  ...COUPLE_DASHBOARD_ROUTES,
  ...THEME_STUDIO_ROUTES,
  ...CONTRACT_ROUTES,
];

/**
 * The one error shape of every 4xx (and 5xx) answer; `message` mirrors `error` where docs/requirements.md A7 reads it.
 */
export const errorBodySchema = z
  .object({
    error: z
      .string()
      .meta({ description: 'Stable machine-readable code, e.g. validationFailed, invalidCode' }),
    message: z.string().optional().meta({
      description: 'English text beside the code, for clients that show it as it is (gallery answers)',
    }),
    details: z.unknown().optional().meta({ description: 'validationFailed: field path -> message key' }),
  })
  .meta({ id: 'Error' });

const SECURITY: Record<RouteAccess, Record<string, string[]>[] | undefined> = {
  public: undefined,
  token: undefined,
  user: [{ session: [] }],
  member: [{ session: [] }],
  admin: [{ session: [] }],
  superadmin: [{ session: [] }],
  guest: [{ guestGrant: [] }, { session: [] }],
};

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function pathParams(path: string): z.ZodObject | undefined {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  if (names.length === 0) return undefined;
  return z.object(Object.fromEntries(names.map((name) => [name, z.string()])));
}

/** Which member roles a member route admits: every role reads; the others as its action allows. */
function memberAccess(route: DocumentedRoute) {
  if (route.access !== 'member') return {};
  if (route.method !== 'get' && !route.action)
    throw new Error(`${route.method} ${route.path} changes data: name its member action`);
  const action = route.action ?? 'read';
  return {
    'x-member-action': action,
    'x-member-roles': MEMBER_ROLES.filter((role) => memberMay(role, action)),
  };
}

function operation(route: DocumentedRoute): ZodOpenApiOperationObject {
  const { success } = route;
  const content = success.schema
    ? { 'application/json': { schema: success.schema } }
    : success.contentType
      ? { [success.contentType]: { schema: { type: 'string' as const } } }
      : undefined;
  const errorContent = { 'application/json': { schema: errorBodySchema } };
  const path = route.params ?? pathParams(route.path);
  return {
    tags: [route.tag],
    summary: route.summary,
    operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c: string = '') => c.toUpperCase())}`,
    'x-access': route.access,
    ...memberAccess(route),
    ...(SECURITY[route.access] ? { security: SECURITY[route.access] } : { security: [] }),
    requestParams: {
      ...(path ? { path } : {}),
      ...(route.query ? { query: route.query } : {}),
      ...(route.headers ? { header: route.headers } : {}),
    },
    ...(route.body
      ? {
          requestBody: {
            required: !z.safeParse(route.body, undefined).success,
            content: { 'application/json': { schema: route.body } },
          },
        }
      : {}),
    ...(route.upload
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: z.object({
                  [route.upload.field]: z
                    .string()
                    .meta({ format: 'binary', description: route.upload.description }),
                }),
              },
            },
          },
        }
      : {}),
    responses: {
      [String(success.status)]: { description: success.description, ...(content ? { content } : {}) },
      '4XX': {
        description: 'Client error: {error, details?}; 429 carries Retry-After',
        content: errorContent,
      },
    },
  } as ZodOpenApiOperationObject;
}

/**
 * Schemas that turn stored data into an answer with `.transform()` cannot describe their output by
 * themselves; the metadata says what the client receives.
 */
function describeTransformedOutputs(): void {
  z.globalRegistry.add(weddingDetailSchema.shape.customization, {
    type: 'object',
    description: 'The whole theme (core customizationSchema), read leniently: always complete and valid',
  });
}

let cached: ReturnType<typeof createDocument> | undefined;

/** The OpenAPI 3.1 document of every route, built once per process from the zod schemas. */
export function buildOpenApiDocument(): ReturnType<typeof createDocument> {
  if (cached) return cached;
  describeTransformedOutputs();
  const paths: ZodOpenApiPathsObject = {};
  for (const route of DOCUMENTED_ROUTES) {
    const key = openApiPath(route.path);
    paths[key] = { ...paths[key], [route.method]: operation(route) };
  }
  cached = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Wedding API',
      version: '1.0.0',
      description:
        'Every route of the wedding API. Writes need the X-CSRF-Token header (GET /api/auth/csrf) and a ' +
        'same-origin request; errors always have the shape {error, details?}.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'wedding_session' },
        guestGrant: {
          type: 'apiKey',
          in: 'cookie',
          name: 'wedding_grant_{weddingId}',
          description: 'Set by POST /api/public/weddings/{slug}/access',
        },
      },
    },
    paths,
  });
  return cached;
}
