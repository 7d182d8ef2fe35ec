import type { AnyContractProcedure, RouteAnswer, RouteInput } from '@wedding/core';
import type { z } from 'zod';
import {
  type HttpClient,
  type Method,
  type Query,
  queryString,
  type RequestOptions,
  segment,
} from './http-client';

type InputParts = { params?: Record<string, string | number>; query?: Query; body?: unknown };

/** `/api/weddings/{weddingId}` with each `{name}` replaced by its encoded value. */
export function fillPath(path: string, params: InputParts['params'] = {}): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${path}: no value for {${name}}`);
    return segment(String(value));
  });
}

/**
 * Calls one endpoint of @wedding/core's contract: method and path from the contract, the input's `params`,
 * `query` and `body` where the contract puts them, and the answer parsed with the contract's output schema.
 */
export function callRoute<P extends AnyContractProcedure>(
  http: HttpClient,
  procedure: P,
  input: RouteInput<P>,
  request: Omit<RequestOptions, 'query'> = {},
): Promise<RouteAnswer<P>> {
  const { route, outputSchema } = procedure['~orpc'];
  if (!route.method || !route.path) throw new TypeError('A contract route needs a method and a path');
  const { params, query, body } = (input ?? {}) as InputParts;
  return http.call(route.method as Method, fillPath(route.path, params), outputSchema as z.ZodType, body, {
    ...request,
    ...(query ? { query } : {}),
  }) as Promise<RouteAnswer<P>>;
}

/** A file answer (a PDF, an SVG) of a GET endpoint of the contract: the Response, after the status check. */
export function downloadRoute<P extends AnyContractProcedure>(
  http: HttpClient,
  procedure: P,
  input: RouteInput<P>,
  request: Omit<RequestOptions, 'query'> = {},
): Promise<Response> {
  const { route } = procedure['~orpc'];
  if (route.method !== 'GET' || !route.path) throw new TypeError('Only GET routes answer downloads');
  const { params, query } = (input ?? {}) as InputParts;
  return http.download(fillPath(route.path, params), { ...request, ...(query ? { query } : {}) });
}

/** The address of a GET endpoint with its input, for a link or an image (a PDF to download, a QR code to show). */
export function routeUrl<P extends AnyContractProcedure>(
  procedure: P,
  input: RouteInput<P>,
  baseUrl = '',
): string {
  const { route } = procedure['~orpc'];
  if (route.method !== 'GET' || !route.path) throw new TypeError('Only GET routes have a URL to link to');
  const { params, query } = (input ?? {}) as InputParts;
  return `${baseUrl}${fillPath(route.path, params)}${queryString(query)}`;
}
