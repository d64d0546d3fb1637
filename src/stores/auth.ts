import { atom, computed } from 'nanostores';
import type { Guest } from '~/contracts/auth';
import { TOKEN_KEY, USER_KEY } from '~/lib/auth-keys';
import { cookieString, cookieValue, readSessionHandoff, SESSION_HANDOFF_COOKIE } from '~/lib/sign-in-forms';
import { flashToast } from './toasts';

/** The signed-in guest as the browser keeps it (spec §3 User): the API's guest, of which an older copy may lack fields. */
export type StoredUser = Pick<Guest, 'id' | 'name'> & Partial<Guest>;

export interface AuthState {
  token: string | null;
  user: StoredUser | null;
}

/** Reads a stored user whether it was saved as `{data: {user}}`, `{user}` or plain. */
export function unwrapStoredUser(raw: unknown): StoredUser | null {
  if (!raw || typeof raw !== 'object') return null;
  const value = raw as { data?: { user?: unknown }; user?: unknown };
  const candidate = value.data?.user ?? value.user ?? raw;
  if (!candidate || typeof candidate !== 'object' || !('id' in candidate)) return null;
  return candidate as StoredUser;
}

/**
 * A session the server made from a form posted before the page's script ran (decision 120): kept as the code
 * page's island would keep it, and its cookie deleted.
 */
function takeSessionHandoff(): void {
  const handoff = readSessionHandoff(cookieValue(document.cookie, SESSION_HANDOFF_COOKIE));
  if (!handoff) return;
  localStorage.setItem(TOKEN_KEY, handoff.token);
  localStorage.setItem(USER_KEY, JSON.stringify(handoff.user));
  // biome-ignore lint/suspicious/noDocumentCookie: Firefox lacks the Cookie Store API; cookieString builds the value
  document.cookie = cookieString(SESSION_HANDOFF_COOKIE, null, {
    maxAgeSeconds: 0,
    secure: location.protocol === 'https:',
  });
  if (handoff.flash) flashToast('success', handoff.flash);
}

function readStorage(): AuthState {
  if (typeof localStorage === 'undefined') return { token: null, user: null };
  if (typeof document !== 'undefined' && document.cookie.includes(SESSION_HANDOFF_COOKIE))
    takeSessionHandoff();
  const token = localStorage.getItem(TOKEN_KEY);
  let user: StoredUser | null = null;
  try {
    user = unwrapStoredUser(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null'));
  } catch {
    user = null;
  }
  return { token, user };
}

/** Token and user shared by every island and the header's plain script. */
export const $auth = atom<AuthState>(readStorage());
export const $isLoggedIn = computed($auth, (a) => Boolean(a.token && a.user));

/** Stores a fresh session (after OTP verification). */
export function login(token: string, user: StoredUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  $auth.set({ token, user });
}

/** Replaces the stored user (after a profile edit), keeping the session. */
export function updateUser(user: StoredUser): void {
  if (!$auth.get().token) return;
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  $auth.set({ ...$auth.get(), user });
}

/** Whether a session token's own expiry (its `exp` claim) has passed; an unreadable token counts as live. */
export function tokenExpired(token: string, now = Date.now()): boolean {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof claims.exp === 'number' && claims.exp * 1000 <= now;
  } catch {
    return false;
  }
}

/** Logs out and asks the API to revoke the session, so a copy of the token stops working too. */
export function signOut(): void {
  const { token } = $auth.get();
  // Only a live-looking session token is worth revoking (a stale or malformed one is refused anyway).
  if (token && token.split('.').length === 3 && !tokenExpired(token)) {
    fetch('/api/auth/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      keepalive: true,
    }).catch(() => {
      // Offline: the token is gone from this browser and dies with its 30-day expiry.
    });
  }
  logout();
}

/** Forgets the session in this tab and, through the storage event, in the others. */
export function logout(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  $auth.set({ token: null, user: null });
}

// A login or logout in another tab shows here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) $auth.set(readStorage());
  });
}
