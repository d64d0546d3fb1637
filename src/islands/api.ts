import { FetchError, type FetchOptions, ofetch } from 'ofetch';
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

const client = ofetch.create({
  baseURL: '/api',
  retry: 0,
  onRequest({ options }) {
    const { token } = $auth.get();
    if (token) options.headers.set('Authorization', `Bearer ${token}`);
  },
});

/**
 * Calls the API as the signed-in guest (bearer token attached) and turns any refusal into an ApiError
 * with the server's message. A 401 on a stored session logs the guest out and says why.
 */
export async function api<T>(
  path: string,
  options: FetchOptions<'json'> = {},
  fallback = 'Something went wrong.',
) {
  try {
    return await client<T>(path, options);
  } catch (error) {
    throw refusal(error, fallback);
  }
}

/** Fetches a file from the API as the signed-in guest (a calendar entry, say), refusals as for api(). */
export async function apiFile(path: string, fallback = 'The file could not be fetched.'): Promise<Blob> {
  try {
    return await client(path, { responseType: 'blob' });
  } catch (error) {
    throw refusal(error, fallback);
  }
}

function refusal(error: unknown, fallback: string): unknown {
  if (!(error instanceof FetchError)) return error;
  const body = (error.data ?? {}) as { message?: string; code?: string; fields?: Record<string, string> };
  const status = error.response?.status ?? 0;
  const message =
    body.message ?? (status === 0 ? 'Cannot reach the hotel right now. Check your connection.' : fallback);
  if (status === 401 && $auth.get().token) {
    logout();
    toast.error(message);
  }
  return new ApiError(message, status, body.code ?? 'NETWORK', body.fields);
}
