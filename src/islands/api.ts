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

/** What a call may say besides its path: the method, a JSON body, query parameters, headers, a way to cancel. */
export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
}

type Refusal = { message?: string; code?: string; fields?: Record<string, string> };

/**
 * Calls the API as the signed-in guest (bearer token attached) and turns any refusal into an ApiError
 * with the server's message. A 401 on a stored session logs the guest out and says why. Plain fetch: the
 * booking pages carry every byte of their script to a phone, and this is all the client the site needs.
 */
export async function api<T>(path: string, options: ApiOptions = {}, fallback = 'Something went wrong.') {
  const response = await call(path, options, fallback);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Fetches a file from the API as the signed-in guest (a calendar entry, say), refusals as for api(). */
export async function apiFile(path: string, fallback = 'The file could not be fetched.'): Promise<Blob> {
  return (await call(path, {}, fallback)).blob();
}

async function call(
  path: string,
  { method, body, query, headers: extra, signal }: ApiOptions,
  fallback: string,
) {
  const url = new URL(`/api${path}`, location.origin);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json', ...extra };
  const { token } = $auth.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  // A form (a profile with its picture) goes as multipart, its boundary set by the browser; anything else as JSON.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body: form ? body : body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // A cancelled call stays an AbortError for whoever cancelled it; anything else is the connection.
    if (signal?.aborted) throw error;
    throw refusal(0, {}, fallback);
  }
  if (response.ok) return response;
  const refused = (await response.json().catch(() => ({}))) as Refusal;
  throw refusal(response.status, refused ?? {}, fallback);
}

function refusal(status: number, body: Refusal, fallback: string): ApiError {
  const message =
    body.message ?? (status === 0 ? 'Cannot reach the hotel right now. Check your connection.' : fallback);
  if (status === 401 && $auth.get().token) {
    logout();
    toast.error(message);
  }
  return new ApiError(message, status, body.code ?? 'NETWORK', body.fields);
}
