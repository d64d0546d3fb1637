import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeGroups } from '../../src/server/routes';
import { createTestApp, type TestApp } from '../fixtures/test-app';

type Operation = { security?: Record<string, string[]>[]; requestBody?: unknown };
type Doc = { paths: Record<string, Record<string, Operation>>; components: object };

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp();
  doc = await (await t.call('GET', '/api/openapi.json')).json();
});
afterAll(() => t.close());

const segments = (path: string) => path.split('/').filter(Boolean);

describe('the API is grouped by URL prefix', () => {
  it('has one group per prefix, and every path of a group starts with its prefix', () => {
    const prefixes = routeGroups.map((g) => g.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const { prefix, router } of routeGroups) {
      expect(router.routes.length, prefix).toBeGreaterThan(0);
      for (const route of router.routes) {
        expect(segments(route.path)[0], `${route.method} ${route.path}`).toBe(segments(prefix)[0]);
      }
    }
  });

  it('answers the same whichever order the groups are mounted in', () => {
    // No two groups can claim one path, since no two share a first segment: mounting order is not load-bearing.
    const firsts = routeGroups.map((g) => segments(g.prefix)[0]);
    expect(new Set(firsts).size).toBe(firsts.length);
  });
});

describe('the OpenAPI document', () => {
  it('documents every route, the payment webhook included', () => {
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`)),
    );
    for (const { router } of routeGroups) {
      for (const route of router.routes) {
        if (route.method === 'ALL') continue;
        const path = `/api${route.path.replace(/:([^/]+)/g, '{$1}')}`;
        expect(documented, `${route.method} ${path}`).toContain(`${route.method.toLowerCase()} ${path}`);
      }
    }
    expect(doc.paths['/api/payments/webhook']?.post?.requestBody).toBeDefined();
  });

  it('describes no body or answer as a free-form record (an object of anything)', () => {
    const records: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as { type?: string; properties?: object; additionalProperties?: unknown };
      const values = schema.additionalProperties;
      const untyped =
        values === undefined ||
        values === true ||
        (typeof values === 'object' && !('type' in (values ?? {})) && !('$ref' in (values ?? {})));
      if (schema.type === 'object' && !schema.properties && untyped) records.push(at);
      for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`);
    };
    walk(doc, '');
    expect(records).toEqual([]);
  });

  it('marks exactly the routes that refuse a caller without a token as needing the bearer token', async () => {
    const id = '6f1c2a10-0000-4000-8000-000000000000';
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const url = path.replace(/\{[^}]+\}/g, id);
        const res = await t.call(method.toUpperCase(), url, operation.requestBody ? { json: {} } : {});
        const needsToken =
          (operation.security ?? []).every((s) => Object.keys(s).length > 0) &&
          Boolean(operation.security?.length);
        expect(res.status === 401, `${method} ${path} answered ${res.status}`).toBe(needsToken);
      }
    }
  });
});
