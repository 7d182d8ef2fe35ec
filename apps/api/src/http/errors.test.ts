import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createErrorHandler, HttpError, toHttpError } from './errors.js';
import { parseBody, parseParams, parseQuery } from './validate.js';

function appThrowing(error: unknown) {
  const app = express();
  app.get('/', () => {
    throw error;
  });
  const logged: unknown[] = [];
  app.use(createErrorHandler((err) => logged.push(err)));
  return { app, logged };
}

describe('error handler: one JSON shape {error, details?}', () => {
  it('HttpError keeps its status, key and details', async () => {
    const { app } = appThrowing(new HttpError(409, 'versionConflict', { version: 3 }));
    const res = await request(app).get('/');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'versionConflict', details: { version: 3 } });
  });

  it('429 carries Retry-After from details.retryAfterSeconds', async () => {
    const { app } = appThrowing(new HttpError(429, 'tooManyRequests', { retryAfterSeconds: 42 }));
    const res = await request(app).get('/');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('42');
  });

  it('a zod error is a 400 validationFailed with field details', async () => {
    const parsed = z.object({ name: z.string() }).safeParse({ name: 5 });
    const { app } = appThrowing(parsed.error);
    const res = await request(app).get('/');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validationFailed');
    expect(Object.keys(res.body.details)).toEqual(['name']);
  });

  it('an unknown error is a 500 internalError, logged, without internals', async () => {
    const { app, logged } = appThrowing(new Error('database password is hunter2'));
    const res = await request(app).get('/');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'internalError' });
    expect(logged).toHaveLength(1);
  });

  it('maps database errors a client can provoke to 4xx', () => {
    const withCode = (code: string) => Object.assign(new Error(code), { code });
    expect(toHttpError(withCode('P2002'))?.status).toBe(409);
    expect(toHttpError(withCode('23505'))?.status).toBe(409);
    expect(toHttpError(withCode('P2025'))?.status).toBe(404);
    expect(toHttpError(withCode('22P02'))?.status).toBe(400);
    expect(toHttpError(withCode('P2000'))?.status).toBe(400);
    expect(toHttpError(withCode('XX000'))).toBeUndefined();
  });

  it('maps body-parser failures: bad JSON 400, too large 413, bad charset 415', () => {
    const withType = (type: string) => Object.assign(new Error(type), { type });
    expect(toHttpError(withType('entity.parse.failed'))?.toBody()).toEqual({ error: 'invalidJson' });
    expect(toHttpError(withType('entity.too.large'))?.status).toBe(413);
    expect(toHttpError(withType('charset.unsupported'))?.status).toBe(415);
  });
});

describe('validate helpers', () => {
  const schema = z.object({ n: z.coerce.number().int().min(1) });
  // A German browser without the language cookie.
  const req = (data: Partial<express.Request>) =>
    ({ headers: {}, acceptsLanguages: () => 'de', ...data }) as unknown as express.Request;

  it('parseBody returns typed data or throws 400 validationFailed', () => {
    expect(parseBody(schema, req({ body: { n: 2 } }))).toEqual({ n: 2 });
    expect(() => parseBody(schema, req({ body: { n: 0 } }))).toThrow(HttpError);
    expect(() => parseBody(schema, req({ body: undefined }))).toThrow('validationFailed');
  });

  it('parseQuery throws 400 invalidQuery; parseParams throws 404 notFound', () => {
    expect(parseQuery(schema, req({ query: { n: '3' } }))).toEqual({ n: 3 });
    try {
      parseQuery(schema, req({ query: { n: 'x' } }));
      expect.unreachable();
    } catch (error) {
      expect((error as HttpError).status).toBe(400);
      expect((error as HttpError).error).toBe('invalidQuery');
    }
    try {
      parseParams(schema, req({ params: { n: 'x' } }));
      expect.unreachable();
    } catch (error) {
      expect((error as HttpError).status).toBe(404);
    }
  });
});
