import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { AppError, fieldError } from '../errors';
import { findUnstorable, printableName, textProblem, type Unstorable } from './storable-input';
import type { AppEnv } from './types';

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape is left to the router, which keeps it as it came
  }
};

/** A bad path segment, named by the matched route's parameter (`id`) where there is one. */
function pathProblem(c: Context<AppEnv>): Unstorable | undefined {
  const segments = new URL(c.req.url).pathname.split('/');
  const pattern = routePath(c, -1).split('/');
  for (const [i, segment] of segments.entries()) {
    const message = textProblem(decoded(segment));
    const param = /^:(\w+)/.exec(pattern[i] ?? '')?.[1];
    if (message) return { path: param ?? 'path', message };
  }
  return undefined;
}

function queryProblem(c: Context<AppEnv>): Unstorable | undefined {
  for (const [key, value] of new URL(c.req.url).searchParams) {
    const message = textProblem(key) ?? textProblem(value);
    if (message) return { path: printableName(key) || 'query', message };
  }
  return undefined;
}

async function bodyProblem(c: Context<AppEnv>): Promise<Unstorable | undefined> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return undefined;
  const type = c.req.header('content-type') ?? '';
  if (/^application\/(.+\+)?json/i.test(type)) {
    // Read once as text and cached by Hono: validators parse this same text, and a webhook still sees
    // the raw bytes it must verify.
    const text = await c.req.text();
    if (text.trim() === '') return undefined;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new AppError('INVALID_JSON', 'The request body is not valid JSON.');
    }
    return findUnstorable(body);
  }
  if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) {
    let form: FormData;
    try {
      form = await c.req.formData(); // cached: the form validator reads this same FormData
    } catch {
      throw new AppError('VALIDATION_FAILED', 'The form data could not be read.');
    }
    for (const [key, value] of form) {
      const problem = textProblem(key) ?? (typeof value === 'string' ? textProblem(value) : undefined);
      if (problem) return { path: printableName(key) || 'body', message: problem };
    }
  }
  return undefined;
}

/**
 * One rule at the edge for every route: text that PostgreSQL cannot store (NUL, a lone surrogate), a number
 * past 2^53 or JSON nested too deeply is a 400 naming the field, before any handler or query runs. Covers
 * path parameters, the query string, JSON bodies and form fields; a body that is not JSON is refused too.
 */
export function inputGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const refused = pathProblem(c) ?? queryProblem(c) ?? (await bodyProblem(c));
    if (refused) {
      throw fieldError(refused.path, refused.message);
    }
    await next();
  };
}
