import { describe, expect, it } from 'vitest';
import { MEMBER_ACTIONS } from '../logic/members/member-may';
import { contractProcedures } from './contract-procedures';
import { apiContract } from './index';
import { ROUTE_ACCESS, type RouteMeta } from './route';

describe('the API contract', () => {
  const procedures = contractProcedures(apiContract);

  it('declares each endpoint once, with a method, an /api path, an access rule and an answer', () => {
    const keys = procedures.map(({ '~orpc': { route } }) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { '~orpc': definition } of procedures) {
      const meta = definition.meta as RouteMeta;
      expect(definition.route.method).toMatch(/^(GET|POST|PUT|PATCH|DELETE)$/);
      expect(definition.route.path).toMatch(/^\/api\//);
      expect(ROUTE_ACCESS).toContain(meta.access);
      expect(definition.route.summary).toBeTruthy();
      // A JSON answer has its schema; a file answer names its type instead.
      expect(meta.file !== undefined || definition.outputSchema !== undefined).toBe(true);
    }
  });

  it('names the member action of every member route that changes data, before the server serves it', () => {
    for (const { '~orpc': definition } of procedures) {
      const meta = definition.meta as RouteMeta;
      if (meta.access !== 'member') continue;
      const key = `${definition.route.method} ${definition.route.path}`;
      if (definition.route.method === 'GET') expect([undefined, 'read'], key).toContain(meta.action);
      else
        expect(
          MEMBER_ACTIONS.filter((action) => action !== 'read'),
          key,
        ).toContain(meta.action);
    }
  });

  it('names every path parameter in the input', () => {
    for (const { '~orpc': definition } of procedures) {
      const names = [...(definition.route.path ?? '').matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const params = (definition.inputSchema as { shape?: { params?: { shape: object } } }).shape?.params;
      expect(Object.keys(params?.shape ?? {}).sort()).toEqual(names.sort());
    }
  });
});
