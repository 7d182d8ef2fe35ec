import type {
  AnyContractProcedure,
  FileContentType,
  RouteAnswerInput,
  RouteMeta,
  RouteParsedInput,
} from '@wedding/core';
import type { Request, RequestHandler, Response, Router } from 'express';
import { z } from 'zod';
import {
  requireAdmin,
  requireGuestGrant,
  requireMembership,
  requireSuperadmin,
  requireUser,
} from '../auth/middleware.js';
import type { AppDeps } from '../context.js';
import { parseBody, parseParams, parseQuery } from './validate.js';

/** A file answer (a PDF, an SVG, a CSV) of a route whose contract names its content type. */
export interface FileAnswer {
  body: Buffer | string;
  /** Offered as the download's name; without one the file is shown inline. */
  filename?: string;
}

/** A route without an output schema answers a file (its contract names the type); the others their JSON. */
type Answer<P extends AnyContractProcedure> =
  unknown extends RouteAnswerInput<P> ? FileAnswer : RouteAnswerInput<P>;

export type RouteHandler<P extends AnyContractProcedure> = (
  input: RouteParsedInput<P>,
  req: Request,
  res: Response,
) => Promise<Answer<P>>;

type HttpVerb = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * The guards that enforce a contract's access rule, so a route cannot be served with a weaker one. A member route
 * that changes data must name its action; one that does not is a programming error, found when the app starts.
 */
function accessGuards(meta: RouteMeta, method: string, path: string, deps: AppDeps): RequestHandler[] {
  const { access } = meta;
  switch (access) {
    case 'public':
    case 'token':
      return [];
    case 'user':
      return [requireUser];
    case 'member': {
      if (method !== 'GET' && !meta.action)
        throw new Error(`${method} ${path} changes data: name its member action`);
      return [requireUser, requireMembership(deps, meta.action ?? 'read')];
    }
    case 'admin':
      return [requireAdmin];
    case 'superadmin':
      return [requireSuperadmin];
    case 'guest':
      return [requireGuestGrant(deps)];
  }
}

/** `/api/weddings/{weddingId}` as Express writes it: `/api/weddings/:weddingId`. */
export const expressPath = (contractPath: string) => contractPath.replace(/\{(\w+)\}/g, ':$1');

type InputParts = { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType };

function inputParts(procedure: AnyContractProcedure): InputParts {
  const schema = procedure['~orpc'].inputSchema;
  if (!(schema instanceof z.ZodObject)) return {};
  return schema.shape as InputParts;
}

function sendFile(res: Response, contentType: FileContentType, answer: FileAnswer, status: number): void {
  res.status(status).type(contentType);
  if (answer.filename) res.attachment(answer.filename);
  res.send(answer.body);
}

/**
 * Serves one endpoint of @wedding/core's contract on the router: the contract's method and path, the guards of its
 * access rule, each input part parsed with the API's usual answers (a malformed path 404, a bad query 400
 * invalidQuery, a bad body 400 validationFailed, in the caller's language), and the handler's answer sent with the
 * contract's success status. With `checkAnswers` (tests) every JSON answer is checked against the contract's output.
 */
export function serveRoute<P extends AnyContractProcedure>(
  router: Router,
  deps: AppDeps,
  procedure: P,
  handler: RouteHandler<P>,
): void {
  const { route, meta, outputSchema } = procedure['~orpc'];
  const { file } = meta as RouteMeta;
  if (!route.method || !route.path) throw new Error('A contract route needs a method and a path');
  const verb = route.method.toLowerCase() as HttpVerb;
  const status = route.successStatus ?? 200;
  const parts = inputParts(procedure);
  const guards = accessGuards(meta as RouteMeta, route.method, route.path, deps);
  router[verb](expressPath(route.path), ...guards, async (req, res) => {
    const input = {
      ...(parts.params ? { params: parseParams(parts.params, req) } : {}),
      ...(parts.query ? { query: parseQuery(parts.query, req) } : {}),
      ...(parts.body ? { body: parseBody(parts.body, req) } : {}),
    } as RouteParsedInput<P>;
    const answer = await handler(input, req, res);
    if (file) {
      sendFile(res, file, answer as FileAnswer, status);
      return;
    }
    if (status === 204) {
      res.status(204).end();
      return;
    }
    if (deps.config.checkAnswers && outputSchema) {
      const checked = await outputSchema['~standard'].validate(answer);
      if (checked.issues) {
        throw new Error(
          `${route.method} ${route.path} answered outside its contract: ${JSON.stringify(checked.issues)}`,
        );
      }
    }
    res.status(status).json(answer);
  });
}
