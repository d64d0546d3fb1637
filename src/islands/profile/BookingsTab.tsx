import { useEffect, useState } from 'react';
import type { TaxDocumentEntry } from '~/contracts/billing';
import type { PrivateDiningList, PrivateDiningRequest } from '~/contracts/dining';
import { isPaid, type OrderEntry, type OrderList } from '~/contracts/orders';
import { hallStatusLabel, statusLabel } from '~/lib/checkout-summary';
import { formatHotelDate } from '~/lib/dates';
import { BOOKING_KIND_LABELS } from '~/lib/kind-labels';
import {
  LISTING_FILTERS,
  type ListingFilter,
  type ListingStatus,
  listingStatus,
  matchesFilter,
} from '~/lib/listing-status';
import { formatInr } from '~/lib/money';
import { paidLine } from '~/lib/refunds';
import { hotelRules } from '~/stores/hotel';
import { toast } from '~/stores/toasts';
import { ApiError, api } from '../api';
import { ChargeSummary } from '../ui/ChargeSummary';
import {
  bookAgainHref,
  matchesSearch,
  orderImage,
  orderPackage,
  orderParty,
  orderTitle,
  orderTotalPaise,
  orderWhen,
} from './order-entries';
import { TaxDocuments } from './TaxDocuments';

function paymentLine(entry: OrderEntry): string {
  const p = entry.payment;
  if (!isPaid(p)) return entry.status === 'pending' ? 'Awaiting payment' : 'Not paid';
  return paidLine({ ...p, method: p.payment_method });
}

/** The Bookings tab: every booking of every kind, searched and filtered by the listing status (spec §4). */
export default function BookingsTab({ userId, onRemoved }: { userId: string; onRemoved(): void }) {
  const [orders, setOrders] = useState<OrderEntry[] | null>(null);
  const [requests, setRequests] = useState<PrivateDiningRequest[]>([]);
  const [failed, setFailed] = useState(false);
  const [filter, setFilter] = useState<ListingFilter>('All');
  const [query, setQuery] = useState('');
  const [now] = useState(() => new Date());
  const [documents, setDocuments] = useState<TaxDocumentEntry[]>([]);

  useEffect(() => {
    api<OrderList>('/orders/orderlistdetails', { method: 'POST', body: { user_id: userId } })
      .then((list) => setOrders(list.orders))
      .catch(() => setFailed(true));
    // The tax documents are listed beside their bookings; without them the list still shows.
    api<{ documents: TaxDocumentEntry[] }>('/documents')
      .then((list) => setDocuments(list.documents))
      .catch(() => setDocuments([]));
    // Private-dining requests are not bookings (nothing is held or charged), but the guest follows them here.
    api<PrivateDiningList>('/dining/private-requests')
      .then((list) => setRequests(list.requests))
      .catch(() => setRequests([]));
  }, [userId]);

  if (failed)
    return (
      <p role="alert" className="tab-message">
        Error loading bookings. Please try again later.
      </p>
    );
  if (!orders)
    return (
      <p role="status" className="tab-message">
        Loading your bookings…
      </p>
    );
  const requestList = requests.length > 0 && <PrivateDiningRequests requests={requests} />;
  if (orders.length === 0) {
    if (requestList) return <div className="bookings-tab">{requestList}</div>;
    return (
      <div className="tab-empty">
        <p>You haven't made any bookings yet</p>
        <a className="btn btn-maroon" href="/room-booking">
          Book a room
        </a>
      </div>
    );
  }

  const zone = hotelRules().timeZone;
  const withStatus = orders.map((entry) => ({ entry, shown: listingStatus(entry, now, zone) }));
  const visible = withStatus.filter(
    ({ entry, shown }) => matchesFilter(shown, filter) && matchesSearch(entry, query),
  );

  async function remove(entry: OrderEntry) {
    try {
      await api(`/orders/${entry.id}/hide`, { method: 'POST' });
      setOrders((list) => list?.filter((o) => o.id !== entry.id) ?? null);
      onRemoved();
      toast.success('Booking removed from your list.');
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Could not remove the booking.');
    }
  }

  return (
    <div className="bookings-tab">
      {requestList}
      <div className="list-tools">
        <label className="list-search">
          <span>Search bookings</span>
          <input
            type="search"
            value={query}
            placeholder="Reference, room, dish or hall"
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        <fieldset className="list-filter">
          <legend>Show</legend>
          {LISTING_FILTERS.map((f) => (
            <button key={f} type="button" aria-pressed={filter === f} onClick={() => setFilter(f)}>
              {f}
            </button>
          ))}
        </fieldset>
      </div>
      {visible.length === 0 ? (
        <p className="tab-message">No bookings found</p>
      ) : (
        <ul className="order-list" aria-label="Your bookings">
          {visible.map(({ entry, shown }) => (
            <OrderCard
              key={entry.id}
              entry={entry}
              shown={shown}
              documents={documents.filter(
                (d) => d.bookingId === entry.id || d.bookingCode === entry.bookingCode,
              )}
              onRemove={() => remove(entry)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** The guest's private-dining requests: awaiting the restaurant, then its answer, never "confirmed" before it. */
function PrivateDiningRequests({ requests }: { requests: PrivateDiningRequest[] }) {
  return (
    <section className="private-dining-requests" aria-labelledby="private-dining-title">
      <h3 id="private-dining-title">Private dining requests</h3>
      <ul className="order-list" aria-label="Your private dining requests">
        {requests.map((r) => (
          <li key={r.id} className="order-card request-card" aria-label={`Private dining, ${r.requestCode}`}>
            <div className="order-body">
              <p className="order-kind">
                Private dining · <span className="order-ref booking-ref">{r.requestCode}</span>
              </p>
              <h4>{r.occasion}</h4>
              <p>
                {formatHotelDate(r.date)}, {r.partOfDay}
              </p>
              <p className="muted">
                {r.guests} guests · nothing booked or charged until the restaurant answers
              </p>
            </div>
            <div className="order-side">
              <span className={`status-badge status-request-${r.status}`}>{r.statusText}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a booking still to pay says: a hall request waits for the hotel (then for its deposit), the rest for payment. */
function pendingLabel(entry: OrderEntry): string {
  return entry.kind === 'hall'
    ? hallStatusLabel(entry.status, entry.hallBooking.hotelAnswer)
    : statusLabel(entry.status);
}

function OrderCard({
  entry,
  shown,
  documents,
  onRemove,
}: {
  entry: OrderEntry;
  shown: ListingStatus;
  documents: TaxDocumentEntry[];
  onRemove(): void;
}) {
  const title = orderTitle(entry);
  // A hold that lapsed unpaid is listed under Cancelled, but says what happened to it.
  const lapsed = entry.status === 'expired';
  return (
    <li className="order-card" aria-label={`${title}, ${entry.bookingCode}`}>
      <img src={orderImage(entry)} alt="" width={120} height={90} loading="lazy" />
      <div className="order-body">
        <p className="order-kind">
          {BOOKING_KIND_LABELS[entry.kind]} ·{' '}
          <span className="order-ref booking-ref">{entry.bookingCode}</span>
        </p>
        <h4>{title}</h4>
        <p>{orderWhen(entry)}</p>
        <p className="muted">{orderParty(entry)}</p>
        {orderPackage(entry) && <p className="muted">{orderPackage(entry)}</p>}
        {entry.kind === 'hall' && entry.hallBooking.changeRequested && (
          <p className="status-badge status-pending">Change requested: awaiting our answer</p>
        )}
        <p className="order-money">
          <strong>{formatInr(orderTotalPaise(entry))}</strong> <span className="muted">incl. GST</span>{' '}
          <span className="muted">{paymentLine(entry)}</span>
        </p>
        <details className="order-charge">
          <summary>Charges</summary>
          <ChargeSummary charge={entry.charge} />
        </details>
        <TaxDocuments documents={documents} />
      </div>
      <div className="order-side">
        <span className={`status-badge status-${lapsed ? 'expired' : shown.toLowerCase()}`}>
          {lapsed
            ? statusLabel('expired')
            : entry.status === 'pending' && shown === 'Upcoming'
              ? pendingLabel(entry)
              : shown}
        </span>
        {shown === 'Upcoming' && (
          <a className="btn btn-outline" href={entry.detailsHref}>
            Manage<span className="visually-hidden"> {entry.bookingCode}</span>
          </a>
        )}
        {shown === 'Cancelled' && (
          <a className="btn btn-maroon" href={bookAgainHref(entry)}>
            Book again<span className="visually-hidden"> {title}</span>
          </a>
        )}
        {shown === 'Cancelled' && (
          <button type="button" className="btn btn-outline" onClick={onRemove}>
            Remove<span className="visually-hidden"> {entry.bookingCode}</span>
          </button>
        )}
      </div>
    </li>
  );
}
