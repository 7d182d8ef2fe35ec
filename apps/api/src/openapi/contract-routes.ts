import { type AnyContractProcedure, apiContract, contractProcedures, type RouteMeta } from '@wedding/core';
import { z } from 'zod';
import { expressPath } from '../http/serve-route.js';
import type { DocumentedRoute } from './documented-route.js';

const SUCCESS_STATUSES = [200, 201, 202, 204] as const;

/** The document's view of one contract endpoint: the same schemas the server parses and the client reads with. */
export function documentContractRoute(procedure: AnyContractProcedure): DocumentedRoute {
  const { route, meta, inputSchema, outputSchema } = procedure['~orpc'];
  const { access, action, file } = meta as RouteMeta;
  const status = SUCCESS_STATUSES.find((candidate) => candidate === (route.successStatus ?? 200));
  if (!route.method || !route.path || !status)
    throw new Error('A contract route needs a method, a path and 2xx');
  const parts = inputSchema instanceof z.ZodObject ? inputSchema.shape : {};
  const description = route.successDescription ?? 'Done';
  return {
    method: route.method.toLowerCase() as DocumentedRoute['method'],
    path: expressPath(route.path),
    tag: route.tags?.[0] ?? 'other',
    summary: route.summary ?? '',
    access,
    ...(action ? { action } : {}),
    ...(parts.params instanceof z.ZodObject ? { params: parts.params } : {}),
    ...(parts.query instanceof z.ZodObject ? { query: parts.query } : {}),
    ...(parts.body ? { body: parts.body as z.ZodType } : {}),
    success: file
      ? { status, description, contentType: file }
      : status === 204
        ? { status, description }
        : { status, description, schema: outputSchema as z.ZodType },
  };
}

/** The routes of @wedding/core's contract, documented beside the routes still written by hand. */
export const CONTRACT_ROUTES: DocumentedRoute[] = contractProcedures(apiContract).map(documentContractRoute);
