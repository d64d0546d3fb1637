import { type FetchContext, ofetch } from 'ofetch';
import { $auth, logout } from '~/stores/auth';
import { toast } from '~/stores/toasts';

/** A refusal from the API, carrying the server's sentence and machine code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(message: string, status: number, code: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

type Refusal = { message?: string; code?: string; fields?: Record<string, string> };

const OFFLINE = 'Cannot reach the hotel right now. Check your connection.';

/**
 * The islands' one HTTP client (the design card's ofetch): every call goes to `/api`, carries the signed-in
 * guest's bearer token, and fails with an ApiError holding the server's sentence and code (an empty message when
 * the server gave none, for the caller's own words). A 401 on a stored session logs the guest out and says why.
 * Nothing is retried: a booking or payment call must not be sent twice behind the guest's back.
 */
export const $api = ofetch.create(
  {
    baseURL: '/api',
    retry: false,
    onRequest({ options }: FetchContext) {
      options.headers.set('Accept', 'application/json');
      const { token } = $auth.get();
      if (token) options.headers.set('Authorization', `Bearer ${token}`);
    },
    onRequestError({ error, options }: FetchContext) {
      // A cancelled call stays an AbortError for whoever cancelled it; anything else is the connection.
      if (options.signal?.aborted) throw error;
      throw new ApiError(OFFLINE, 0, 'NETWORK');
    },
    async onResponseError({ response }: FetchContext) {
      // A file's refusal (a calendar entry, a document) arrives as a Blob of the same JSON.
      const data: unknown = response?._data;
      const body =
        data instanceof Blob
          ? await data
              .text()
              .then((text) => JSON.parse(text))
              .catch(() => ({}))
          : data;
      const refused: Refusal = body && typeof body === 'object' ? (body as Refusal) : {};
      const status = response?.status ?? 0;
      if (status === 401 && $auth.get().token) {
        logout();
        toast.error(refused.message ?? 'Your session has ended. Please log in again.');
      }
      throw new ApiError(refused.message ?? '', status, refused.code ?? 'HTTP_ERROR', refused.fields);
    },
  },
  // The page's fetch at the time of each call (not the one there when this module loaded).
  { fetch: (input, init) => globalThis.fetch(input, init) },
);

/** What a call may say besides its path: the method, a JSON body, query parameters, headers, a way to cancel. */
export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
}

/** The instance's options for a call: POST when there is a body, the query without its empty values. */
function callOptions({ method, body, query, headers, signal }: ApiOptions) {
  const kept = Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null);
  return {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    body: body as BodyInit | Record<string, unknown> | undefined,
    query: kept.length > 0 ? Object.fromEntries(kept) : undefined,
    headers,
    signal,
  };
}

/** The server's sentence, or the caller's own when it gave none. */
function worded(error: unknown, fallback: string): unknown {
  if (error instanceof ApiError && !error.message)
    return new ApiError(fallback, error.status, error.code, error.fields);
  return error;
}

/** Calls the API through `$api` and answers its JSON; a refusal is an ApiError worded by the server, else `fallback`. */
export async function api<T>(path: string, options: ApiOptions = {}, fallback = 'Something went wrong.') {
  try {
    return (await $api<T>(path, { ...callOptions(options), responseType: 'json' })) as T;
  } catch (error) {
    throw worded(error, fallback);
  }
}

/** Fetches a file from the API as the signed-in guest (a calendar entry, say), refusals as for api(). */
export async function apiFile(path: string, fallback = 'The file could not be fetched.'): Promise<Blob> {
  try {
    return await $api(path, { responseType: 'blob' });
  } catch (error) {
    throw worded(error, fallback);
  }
}
