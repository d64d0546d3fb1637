// The one door from pages into the server: .astro files that need the catalogue, the house rules or a
// setting read them here, never service by service (islands never import src/server at all).

import { EmailConfirmation } from '~/contracts/auth';
import type { MenuItem } from '~/contracts/dining';
import type { Hall } from '~/contracts/halls';
import type { PageHotelRules } from '~/contracts/hotel';
import type { PackageOffer } from '~/contracts/packages';
import { Unsubscribe } from '~/contracts/privacy';
import type { Room } from '~/contracts/rooms';
import { formatHotelDate, type IsoDate } from '~/lib/dates';
import { firstPackageStay, isPackageExpired } from '~/lib/packages';
import { childBandsText, partyText } from '~/lib/party';
import { type RoomSearch, readRoomSearch } from '~/lib/room-search';
import { ROOM_TYPES, type RoomType } from '~/lib/rooms';
import { dateInZone, zoneOffsets } from '~/lib/zones';
import type { DbOrTx } from './db/client';
import { appModeOf, hotelTimeZoneSetting } from './env';
import { AppError } from './errors';
import { type PaymentPageSources, paymentPageSources } from './http/content-security';
import { inlineHashes, withOwnHashes } from './http/static-files';
import { redactedError } from './log-redaction';

import { getRuntime } from './runtime';
import { hotelRules } from './services/bookings/rules';
import { tableDay } from './services/bookings/tables/plan';
import { confirmEmailVerification, VERIFY_REFUSED } from './services/email-verification';
import { listHalls } from './services/hall-catalogue';
import { childAgeBands } from './services/hotel-facts';
import { menuOnOffer, topLiked } from './services/menu';
import { packageOffer, stayPackageNamed } from './services/package-catalogue';
import { forgetInvitation, leaveNewsletter, unsubscribe } from './services/privacy/consent';
import { listRooms } from './services/room-catalogue';
import { linkKeysOf } from './services/signed-links';

export {
  answerCode,
  answerContact,
  answerLogin,
  answerNewsletter,
  answerSignUp,
  type ContactView,
  type NewsletterView,
  pageRequestOf,
  seeOther,
} from './forms';

/** The house rules every page renders for its scripts and islands (at build time for prebuilt pages). */
export function pageHotelRules(now = new Date()): PageHotelRules {
  const timeZone = hotelTimeZoneSetting();
  return { ...hotelRules(timeZone), zoneOffsets: zoneOffsets(timeZone, now) };
}

/** The hotel's today where a page is rendered (at build time for prebuilt pages; scripts correct it later). */
export function pageToday(now = new Date()): IsoDate {
  return dateInZone(now, hotelTimeZoneSetting());
}

/** What /room-booking renders: the search asked (made bookable), and the rooms free for it. */
export interface RoomBrowserPage {
  today: IsoDate;
  search: RoomSearch;
  /** The listings with their availability; null when the catalogue could not be read. */
  rooms: Room[] | null;
  /** The type chips offered: every type, or the package's. */
  types: RoomType[];
  /** The rooms the chips and the package let through, in the catalogue's order. */
  shown: Room[];
  /** The most guests the rooms chosen can sleep (the largest room's guests in each). */
  mostGuests: number;
  /** The package the search is for (`?package=`), when it can be booked: the rooms are priced on it. */
  stayPackage: PackageOffer | null;
  /** Why the package named could not be applied (expired, not on offer), or null. */
  packageRefusal: string | null;
  /** The party searched for in words with the hotel's child age bands, when children's ages were given; else null. */
  partyWords: string | null;
}

/** The package a room search is for (`?package=`), with its first stay when the address names no dates. */
async function searchedPackage(params: URLSearchParams, today: IsoDate, db: DbOrTx | null) {
  const id = params.get('package');
  if (!id || !db) return { entry: null, refusal: null, stay: null };
  const entry = await stayPackageNamed(db, id);
  if (!entry) return { entry: null, refusal: 'That package is not on offer.', stay: null };
  const stay = firstPackageStay(entry, today);
  if (isPackageExpired(entry.validUntil, today) || !stay) {
    const ended =
      entry.staysUntil && !isPackageExpired(entry.validUntil, today) ? entry.staysUntil : entry.validUntil;
    return {
      entry: null,
      refusal: `The ${entry.title} package ended on ${formatHotelDate(ended)} and can no longer be booked. The rooms below are at their own rates.`,
      stay: null,
    };
  }
  return { entry, refusal: null, stay };
}

/** Reads the search in a /room-booking address (its form's, a link's) and the catalogue's availability for it. */
export async function roomBrowserPage(
  params: URLSearchParams,
  imageUrl: (key: string) => string,
  now = new Date(),
): Promise<RoomBrowserPage> {
  const today = pageToday(now);
  const database = await getRuntime(imageUrl)
    .then((runtime) => runtime.database)
    .catch((error) => {
      console.error('database could not be reached', redactedError(error));
      return null;
    });
  const searched = await searchedPackage(params, today, database?.db ?? null);
  // "Book this package" names no dates: the search opens on the first stay the package allows, for its party.
  // A link without a party (the offers page before its script) starts at the package's own party.
  const asked = new URLSearchParams(params);
  if (searched.entry && !asked.has('guests') && !asked.has('adults'))
    asked.set('guests', String(searched.entry.guests));
  const search = readRoomSearch(asked, today, searched.stay ?? undefined);
  const types = ROOM_TYPES.filter((t) => !searched.entry || searched.entry.roomTypes.includes(t));
  // The package's rate in each listing is worked out here, by the one rule, for the page to show.
  const found = (rooms: Room[] | null) => {
    const list = rooms ?? [];
    // A party larger than the largest room is welcome: the cards say how many rooms it needs.
    const largest = Math.max(1, ...list.map((r) => r.maxGuests));
    return {
      today,
      search,
      rooms,
      types,
      shown: list.filter(
        (r) => types.includes(r.roomType) && (!search.roomType || r.roomType === search.roomType),
      ),
      mostGuests: largest * search.rooms,
      stayPackage: searched.entry ? packageOffer(searched.entry, list) : null,
      packageRefusal: searched.refusal,
      partyWords:
        search.childAges.length > 0
          ? `${partyText({ adults: search.guests - search.childAges.length, childAges: search.childAges })}: ${childBandsText(childAgeBands)}.`
          : null,
    };
  };
  try {
    if (!database) return found(null);
    const { checkIn, checkOut } = search;
    return found(await listRooms(database, { checkIn, checkOut }, { now, today, imageUrl }));
  } catch (error) {
    // Without its parameters: a failed query's values must not reach the log.
    console.error('room list could not be read', redactedError(error));
    return found(null);
  }
}

/** Whether pages say they are a demonstration (APP_MODE; at build time for prebuilt pages). */
export function pageIsDemo(): boolean {
  return appModeOf() === 'demo';
}

/**
 * What the payment pages need: their headers, and what their policy (Astro's, with its hashes) adds for the
 * configured payment provider's checkout.
 */
export async function paymentPageSetup(
  imageUrl: (key: string) => string,
): Promise<{ headers: Record<string, string>; policy: PaymentPageSources }> {
  const { payments } = await getRuntime(imageUrl);
  return { headers: { 'Cache-Control': 'no-store' }, policy: paymentPageSources(payments.name) };
}

/** What /dining-menu renders: the menu and the week's most liked (null when the menu could not be read). */
export interface DiningMenuPage {
  items: MenuItem[] | null;
  top: MenuItem[];
  closedToday: boolean;
}

/** Reads the menu on offer, the week's most liked dishes and whether the restaurant is closed today. */
export async function diningMenuPage(
  imageUrl: (key: string) => string,
  now = new Date(),
): Promise<DiningMenuPage> {
  try {
    const { database } = await getRuntime(imageUrl);
    const options = { now, imageUrl };
    const timeZone = hotelTimeZoneSetting();
    const [items, top, today] = await Promise.all([
      menuOnOffer(database.db, options),
      topLiked(database.db, options),
      tableDay(database.db, { date: pageToday(now), partySize: 1 }, { now, timeZone }),
    ]);
    return { items, top, closedToday: today.closedDay };
  } catch (error) {
    console.error('menu could not be read', redactedError(error));
    return { items: null, top: [], closedToday: false };
  }
}

/** What /events-booking renders: the hotel's today and its halls (null when the catalogue could not be read). */
export async function hallsPage(
  imageUrl: (key: string) => string,
  now = new Date(),
): Promise<{ today: IsoDate; halls: Hall[] | null }> {
  const today = pageToday(now);
  try {
    const { database } = await getRuntime(imageUrl);
    return { today, halls: await listHalls(database.db, imageUrl) };
  } catch (error) {
    console.error('hall list could not be read', redactedError(error));
    return { today, halls: null };
  }
}

type LinkAnswer = { ok: boolean; message: string };

/** Runs a signed link's action on the server's database: its sentence, or a refusal's, or a word that it failed. */
async function signedLinkAnswer(
  failed: string,
  act: (runtime: Awaited<ReturnType<typeof getRuntime>>) => Promise<string>,
): Promise<LinkAnswer> {
  try {
    return { ok: true, message: await act(await getRuntime()) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    console.error(`${failed}: the signed link's action failed`, redactedError(error));
    return { ok: false, message: `${failed} just now. Please try again in a minute.` };
  }
}

/**
 * The unsubscribe page's answer to its form (a POST, so that a mail scanner opening the link changes nothing): the
 * sentence for the guest, or why the link is refused. The link's fields come from the form, or from the address
 * itself when a mail client posts `List-Unsubscribe=One-Click` to it (RFC 8058: the URI carries everything).
 */
export async function unsubscribeFromLink(form: FormData, now = new Date(), link?: URL): Promise<LinkAnswer> {
  const field = (name: string) => form.get(name) ?? link?.searchParams.get(name) ?? null;
  // A newsletter letter's link names the subscription (n), a guest's offers the account (u).
  const subscription = String(field('n') ?? '');
  if (subscription) {
    const parsed = Unsubscribe.safeParse({ u: subscription, s: field('s') });
    if (!parsed.success) return { ok: false, message: 'This unsubscribe link is not valid.' };
    return signedLinkAnswer('We could not unsubscribe you', ({ database, env }) =>
      leaveNewsletter(database.db, parsed.data.u, parsed.data.s, linkKeysOf(env), now),
    );
  }
  const parsed = Unsubscribe.safeParse({ u: field('u'), s: field('s') });
  if (!parsed.success) return { ok: false, message: 'This unsubscribe link is not valid.' };
  const { u, s } = parsed.data;
  return signedLinkAnswer('We could not unsubscribe you', ({ database, env }) =>
    unsubscribe(database.db, u, s, linkKeysOf(env), now),
  );
}

/** The invitation erase page's answer to its form (a POST, like unsubscribing): the sentence, or why it is refused. */
export async function forgetInvitationFromLink(form: FormData, now = new Date()): Promise<LinkAnswer> {
  const id = String(form.get('i') ?? '');
  const signature = String(form.get('s') ?? '');
  if (!/^[0-9a-f-]{36}$/.test(id) || !/^[\w-]{43}$/.test(signature)) {
    return { ok: false, message: 'This link is not valid.' };
  }
  return signedLinkAnswer('We could not erase the invitation', ({ database, env }) =>
    forgetInvitation(database.db, id, signature, linkKeysOf(env), now),
  );
}

/**
 * The email confirmation page's answer to its form (a POST, so that a mail scanner opening the link proves
 * nothing): the sentence for the guest, or why the link is refused (decision 115). No sign-in: the link is the proof.
 */
export async function confirmEmailFromLink(form: FormData, now = new Date()): Promise<LinkAnswer> {
  const parsed = EmailConfirmation.safeParse({ v: form.get('v'), e: form.get('e'), s: form.get('s') });
  if (!parsed.success) return { ok: false, message: VERIFY_REFUSED.forged };
  return signedLinkAnswer('We could not confirm your address', ({ database, env }) =>
    confirmEmailVerification(database.db, parsed.data, linkKeysOf(env), now),
  );
}

/** A page's policy with only the hashes of its own inline scripts and styles (Astro lists every page's). */
export function pagePolicyOf(policy: string, html: string): string {
  return withOwnHashes(policy, inlineHashes(html));
}

/** The hotel's child age bands in words, for a form that asks children's ages: "Children 0–5 stay free, …". */
export function childBandsWords(): string {
  const words = childBandsText(childAgeBands);
  return `${words[0]!.toUpperCase()}${words.slice(1)}.`;
}
