import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The islands' client as a page would use it, against a stand-in for the browser's fetch that records each request
// and answers as the API does; localStorage is a plain map, as the auth store reads and clears it.
const stored = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => stored.set(key, value),
  removeItem: (key: string) => stored.delete(key),
});

const { ApiError, api, apiFile } = await import('./api');
const { $auth } = await import('~/stores/auth');
const { $toasts } = await import('~/stores/toasts');

const sent: Request[] = [];
function answer(status: number, body: unknown, type = 'application/json') {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Request(new URL(String(input), 'http://palace.test'), init));
    return new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': type },
    });
  });
}

beforeAll(() => {
  $auth.set({ token: null, user: null });
});
afterEach(() => {
  sent.length = 0;
  $auth.set({ token: null, user: null });
  $toasts.set([]);
});

describe('the islands’ API client', () => {
  it('sends JSON to /api with the bearer token, and answers the JSON', async () => {
    $auth.set({ token: 'a.b.c', user: { id: 'g1', name: 'Asha' } });
    answer(201, { booking: { id: 'b1' } });
    const result = await api<{ booking: { id: string } }>('/bookings/create', { body: { nights: 2 } });
    expect(result).toEqual({ booking: { id: 'b1' } });
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(new URL(request!.url).pathname).toBe('/api/bookings/create');
    expect(request?.headers.get('authorization')).toBe('Bearer a.b.c');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(await request?.json()).toEqual({ nights: 2 });
  });

  it('leaves empty query values out and sends no token when nobody is signed in', async () => {
    answer(200, { slots: [] });
    await api('/dining/slots', {
      query: { date: '2026-12-01', partySize: 2, coupon: undefined, dish: null },
    });
    expect(new URL(sent[0]!.url).search).toBe('?date=2026-12-01&partySize=2');
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.headers.get('authorization')).toBeNull();
  });

  it('turns a refusal into an ApiError with the server’s sentence, code and fields, without retrying', async () => {
    answer(409, {
      message: 'That room was just booked.',
      code: 'ROOM_UNAVAILABLE',
      fields: { room_id: 'taken' },
    });
    const refused = await api('/bookings/create', { body: {} }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      message: 'That room was just booked.',
      status: 409,
      code: 'ROOM_UNAVAILABLE',
      fields: { room_id: 'taken' },
    });
    answer(503, { message: 'The database cannot be reached.', code: 'DATABASE_UNAVAILABLE' });
    await api('/rooms/getrooms').catch(() => undefined);
    expect(sent).toHaveLength(2);
  });

  it('uses the caller’s words when the server gave none, and says when the hotel cannot be reached', async () => {
    answer(500, '<html>proxy error</html>', 'text/html');
    await expect(api('/profile', {}, 'Failed to load your profile')).rejects.toMatchObject({
      message: 'Failed to load your profile',
      status: 500,
    });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api('/profile')).rejects.toMatchObject({
      message: 'Cannot reach the hotel right now. Check your connection.',
      status: 0,
      code: 'NETWORK',
    });
  });

  it('logs out a stale session on a 401 and says why; a 401 without a session changes nothing', async () => {
    stored.set('token', 'old.token.here');
    $auth.set({ token: 'old.token.here', user: { id: 'g1', name: 'Asha' } });
    answer(401, { message: 'Your session has expired. Please log in again.', code: 'UNAUTHORIZED' });
    await expect(api('/auth/profile')).rejects.toMatchObject({ status: 401 });
    expect($auth.get().token).toBeNull();
    expect(stored.has('token')).toBe(false);
    expect($toasts.get().map((t) => t.message)).toEqual(['Your session has expired. Please log in again.']);
    await expect(api('/auth/profile')).rejects.toMatchObject({ status: 401 });
    expect($toasts.get()).toHaveLength(1);
  });

  it('leaves a cancelled call an AbortError for whoever cancelled it', async () => {
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
      init?.signal?.throwIfAborted();
      throw new Error('not cancelled');
    });
    const controller = new AbortController();
    controller.abort();
    await expect(api('/rooms/getrooms', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('fetches a file, and reads the refusal of one as JSON', async () => {
    answer(200, 'BEGIN:VCALENDAR', 'text/calendar');
    expect(await (await apiFile('/bookings/b1/calendar.ics')).text()).toBe('BEGIN:VCALENDAR');
    answer(404, { message: 'No such booking.', code: 'NOT_FOUND' });
    await expect(apiFile('/bookings/b2/calendar.ics')).rejects.toMatchObject({
      message: 'No such booking.',
      code: 'NOT_FOUND',
    });
  });
});
