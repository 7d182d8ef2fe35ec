import type { Request } from 'express';
import type { z } from 'zod';
import { HttpError } from './errors.js';
import { zodIssuesToDetails } from './validation-details.js';

function parseWith<S extends z.ZodType>(schema: S, input: unknown, error: string): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new HttpError(400, error, zodIssuesToDetails(result.error));
  return result.data;
}

/** Validates the JSON body; a missing body counts as `{}` so required fields report themselves. */
export function parseBody<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  return parseWith(schema, req.body ?? {}, 'validationFailed');
}

export function parseQuery<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  return parseWith(schema, req.query ?? {}, 'invalidQuery');
}

/** Invalid path parameters (e.g. a malformed id) answer 404: such a resource cannot exist. */
export function parseParams<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  const result = schema.safeParse(req.params ?? {});
  if (!result.success) throw new HttpError(404, 'notFound', zodIssuesToDetails(result.error));
  return result.data;
}
