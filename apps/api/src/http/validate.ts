import { translate } from '@wedding/core';
import type { Request } from 'express';
import type { z } from 'zod';
import { type AnySchema, safeParseInput } from '../validation/safe-parse-input.js';
import { HttpError } from './errors.js';
import { requestLocale } from './request-locale.js';
import { zodIssuesToDetails } from './validation-details.js';

/**
 * The path ('guests.0.name', or 'root') of the first text holding U+0000, which PostgreSQL cannot store in a text
 * column: no person types it, but a client that sends it must get a 400 on that field, not a database failure.
 */
function nulTextPath(value: unknown, path: (string | number)[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'root' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulTextPath(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  // Plain records only (a Date or a Buffer holds no text to check).
  if (value === null || typeof value !== 'object') return undefined;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulTextPath(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

function parseWith<S extends AnySchema>(schema: S, input: unknown, error: string, req: Request): z.output<S> {
  const result = safeParseInput(schema, input);
  if (result === null)
    throw new HttpError(400, error, { root: translate('validation.invalidType', requestLocale(req)) });
  if (!result.success) throw new HttpError(400, error, zodIssuesToDetails(result.error, requestLocale(req)));
  const nulPath = nulTextPath(result.data);
  if (nulPath)
    throw new HttpError(400, error, { [nulPath]: translate('validation.invalid', requestLocale(req)) });
  return result.data;
}

/** Validates the JSON body; a missing body counts as `{}` so required fields report themselves. */
export function parseBody<S extends AnySchema>(schema: S, req: Request): z.output<S> {
  return parseWith(schema, req.body ?? {}, 'validationFailed', req);
}

export function parseQuery<S extends AnySchema>(schema: S, req: Request): z.output<S> {
  return parseWith(schema, req.query ?? {}, 'invalidQuery', req);
}

/** Invalid path parameters (e.g. a malformed id) answer 404: such a resource cannot exist. */
export function parseParams<S extends AnySchema>(schema: S, req: Request): z.output<S> {
  const result = safeParseInput(schema, req.params ?? {});
  if (result === null) throw new HttpError(404, 'notFound');
  if (!result.success)
    throw new HttpError(404, 'notFound', zodIssuesToDetails(result.error, requestLocale(req)));
  return result.data;
}
