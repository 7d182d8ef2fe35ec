import { route } from '@wedding/core';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defaultConfig } from '../config.js';
import type { AppDeps } from '../context.js';
import { createErrorHandler } from './errors.js';
import { serveRoute } from './serve-route.js';

const echo = route
  .route({ method: 'POST', path: '/api/echo/{id}', summary: 'Echo', successStatus: 201 })
  .input(
    z.object({
      params: z.object({ id: z.string().regex(/^[a-z]+$/) }),
      query: z.object({ times: z.coerce.number().int().min(1).default(1) }),
      body: z.object({ word: z.string().min(2) }),
    }),
  )
  .output(z.object({ said: z.string() }));

function appServing(answer: (word: string, times: number) => unknown, checkAnswers: boolean) {
  const app = express();
  app.use(express.json());
  const router = express.Router();
  const deps = { config: defaultConfig({ checkAnswers }) } as AppDeps;
  serveRoute(router, deps, echo, async ({ params, query, body }) => {
    expect(params.id).toMatch(/^[a-z]+$/);
    return answer(body.word, query.times) as { said: string };
  });
  app.use(router);
  app.use(createErrorHandler(() => {}));
  return app;
}

describe('serveRoute: a contract endpoint on Express', () => {
  const app = appServing((word, times) => ({ said: word.repeat(times) }), true);

  it('parses each input part and answers with the contract status', async () => {
    const res = await request(app).post('/api/echo/abc?times=2').send({ word: 'hi' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ said: 'hihi' });
  });

  it('answers a malformed path 404, a bad query 400 invalidQuery and a bad body 400 validationFailed', async () => {
    expect((await request(app).post('/api/echo/ABC').send({ word: 'hi' })).body.error).toBe('notFound');
    const query = await request(app).post('/api/echo/abc?times=0').send({ word: 'hi' });
    expect([query.status, query.body.error]).toEqual([400, 'invalidQuery']);
    const body = await request(app).post('/api/echo/abc').send({ word: 'h' });
    expect([body.status, body.body.error, Object.keys(body.body.details)]).toEqual([
      400,
      'validationFailed',
      ['word'],
    ]);
  });

  it('with checkAnswers, an answer outside the contract fails instead of reaching the client', async () => {
    const wrong = appServing(() => ({ said: 42 }), true);
    expect((await request(wrong).post('/api/echo/abc').send({ word: 'hi' })).status).toBe(500);
    const unchecked = appServing(() => ({ said: 42 }), false);
    expect((await request(unchecked).post('/api/echo/abc').send({ word: 'hi' })).body).toEqual({ said: 42 });
  });
});
