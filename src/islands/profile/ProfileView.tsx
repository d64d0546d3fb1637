import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Profile } from '~/contracts/auth';
import { $auth, updateUser } from '~/stores/auth';
import { flashToast } from '~/stores/toasts';
import { ApiError, api } from '../api';
import ProfileHeader from './ProfileHeader';
import SettingsTab from './SettingsTab';
import { type Guest, type GuestStats, PROFILE_TABS, type ProfileTabId } from './types';
import './profile.css';
import './account.css';

const TAB_SPINNER_MS = 300;

// Settings opens first and comes with the page; every other tab is its own module, fetched when the guest opens it
// (decision 121): the bookings list with its documents alone was a third of the page's script.
const BookingsTab = lazy(() => import('./BookingsTab'));
const CoinsTab = lazy(() => import('./CoinsTab'));
const FavoritesTab = lazy(() => import('./FavoritesTab'));
const ReferralsTab = lazy(() => import('./ReferralsTab'));
const spinner = <div className="tab-spinner" role="status" aria-label="Loading" />;
const LOGIN_HERE = `/login?next=${encodeURIComponent('/user-profile')}`;
/** The header's stand-in while the guest's own details are on their way (never seen: it only holds their place). */
const HOLDING_GUEST = { name: 'Guest', email: null, profile_image: null, wallet_balance: 0 };

/** /user-profile: the signed-in guest's header and tabs; logged-out visitors go to /login and come back. */
export default function ProfileView({ placeholderImage }: { placeholderImage: string }) {
  const [token, setToken] = useState<string | null>(null);
  const [guest, setGuest] = useState<Guest | null>(null);
  const [stats, setStats] = useState<GuestStats | null>(null);
  const [tab, setTab] = useState<ProfileTabId>('settings');
  const [switching, setSwitching] = useState(false);
  const [mounted, setMounted] = useState(false);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  // A visitor who arrives logged out is sent to log in and brought back; a logout later (this tab or
  // another) leaves the page to whatever navigation caused it.
  useEffect(() => {
    setMounted(true);
    if (!$auth.get().token) location.replace(LOGIN_HERE);
    // A link may open a tab directly: /user-profile?tab=bookings.
    const asked = new URLSearchParams(location.search).get('tab');
    const known = PROFILE_TABS.find((t) => t.id === asked);
    if (known) setTab(known.id);
    // The session as it is now, and as it changes (a sign-out, a new sign-in in another tab).
    return $auth.subscribe((auth) => setToken(auth.token));
  }, []);
  useEffect(() => {
    if (!mounted || !token) return;
    api<Profile>('/auth/profile', {}, 'Failed to load your profile')
      .then((result) => {
        setGuest(result.user);
        setStats(result.stats);
        updateUser(result.user);
      })
      .catch((failure) => {
        if (failure instanceof ApiError && failure.status === 401) {
          flashToast('error', failure.message);
          location.replace(LOGIN_HERE);
        }
      });
  }, [mounted, token]);

  // The chosen tab in view in the row, which scrolls sideways on a phone (a link may open the last one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tabs are drawn once the guest has loaded
  useEffect(() => {
    const el = tabs.current[PROFILE_TABS.findIndex((t) => t.id === tab)];
    const row = el?.parentElement;
    if (!el || !row) return;
    if (el.offsetLeft < row.scrollLeft || el.offsetLeft + el.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollLeft = el.offsetLeft - (row.clientWidth - el.offsetWidth) / 2;
  }, [tab, guest]);

  function select(next: ProfileTabId) {
    if (next === tab) return;
    setTab(next);
    setSwitching(true);
    setTimeout(() => setSwitching(false), TAB_SPINNER_MS);
  }

  function arrowKeys(index: number, event: KeyboardEvent) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const target = step
      ? (index + step + PROFILE_TABS.length) % PROFILE_TABS.length
      : { Home: 0, End: PROFILE_TABS.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(PROFILE_TABS[target]!.id);
    tabs.current[target]?.focus();
  }

  const shown = guest;
  if (!mounted || !token || !shown) {
    // Until the guest arrives, unseen stand-ins hold the places of the header, the tabs and the panel, so nothing
    // on the screen moves when they come (decision 122).
    return (
      <div className="profile" aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading your profile…
        </p>
        <div className="profile-holding" aria-hidden="true" inert>
          <ProfileHeader guest={HOLDING_GUEST} stats={null} placeholderImage={placeholderImage} />
          <div className="profile-tabs">
            {PROFILE_TABS.map((t) => (
              <button key={t.id} type="button" role="tab" aria-selected={t.id === 'settings'}>
                {t.label}
              </button>
            ))}
          </div>
        </div>
        <div className="profile-panel profile-panel-holding" />
      </div>
    );
  }

  return (
    <div className="profile">
      <ProfileHeader guest={shown} stats={stats} placeholderImage={placeholderImage} />
      <div className="profile-tabs" role="tablist" aria-label="Your account">
        {PROFILE_TABS.map((t, index) => (
          <button
            key={t.id}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            id={`tab-${t.id}`}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            aria-controls="profile-panel"
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => select(t.id)}
            onKeyDown={(e) => arrowKeys(index, e)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id="profile-panel" className="profile-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {switching ? (
          spinner
        ) : tab === 'settings' ? (
          <SettingsTab
            guest={shown}
            placeholderImage={placeholderImage}
            onSaved={(updated) => {
              setGuest(updated);
              updateUser(updated);
            }}
          />
        ) : (
          <Suspense fallback={spinner}>
            {tab === 'bookings' ? (
              <BookingsTab
                userId={shown.id}
                onRemoved={() =>
                  setStats((s) => (s ? { ...s, total_bookings: Math.max(0, s.total_bookings - 1) } : s))
                }
              />
            ) : tab === 'favorites' ? (
              <FavoritesTab />
            ) : tab === 'coins' ? (
              <CoinsTab />
            ) : (
              <ReferralsTab />
            )}
          </Suspense>
        )}
      </div>
    </div>
  );
}
