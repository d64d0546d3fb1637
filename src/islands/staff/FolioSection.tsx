import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { Folio, FolioDone } from '~/contracts/folio';
import { api } from '~/islands/api';
import {
  DESK_METHOD_WORDS,
  DESK_METHODS,
  type DeskMethod,
  FOLIO_CHARGE_KINDS,
  FOLIO_CHARGE_WORDS,
  type FolioChargeKind,
  MINIBAR_ITEM_KEYS,
  MINIBAR_ITEMS,
  type MinibarItem,
} from '~/lib/folio';
import { formatInr } from '~/lib/money';
import { hotelTimeText } from '~/stores/hotel';

const rupeesOf = (paise: number) => (paise / 100).toFixed(2).replace(/\.00$/, '');
const newKey = () => crypto.randomUUID();

/** One desk form's answer: done with the server's sentence, or refused with its reason. */
type Answer = { kind: 'done' | 'error'; text: string } | null;

/** What a form is given: the folio's id, what to do once done, and where to say what happened. */
interface FormProps {
  id: string;
  after: () => void;
  tell: (answer: Answer) => void;
}

/**
 * Posts one folio action once per key (a double click answers the first), says what happened in the folio's one
 * live region (a form that closes once the folio is settled keeps its answer there), then reads the folio again.
 */
function useFolioAction({ after, tell: setAnswer }: Pick<FormProps, 'after' | 'tell'>) {
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newKey);
  async function post(path: string, body: unknown) {
    setBusy(true);
    try {
      const done = await api<FolioDone>(path, { method: 'POST', body, headers: { 'Idempotency-Key': key } });
      setAnswer({ kind: 'done', text: done.message });
      setKey(newKey());
      after();
      return true;
    } catch (error) {
      setAnswer({ kind: 'error', text: (error as Error).message });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, post };
}

/** Where a folio stands, in words: due, settled, or held beyond the charges. */
function balanceWords(duePaise: number) {
  if (duePaise > 0) return `Balance due: ${formatInr(duePaise)}`;
  if (duePaise < 0) return `In credit: ${formatInr(-duePaise)} to give back to the guest`;
  return 'Settled: nothing is due';
}

/** The charge-to-room form: kind, the minibar's item, price before GST and what it was. */
function ChargeForm({ id, after, tell }: FormProps) {
  const [kind, setKind] = useState<FolioChargeKind>('restaurant');
  const [item, setItem] = useState<MinibarItem>('water');
  const [price, setPrice] = useState('');
  const [description, setDescription] = useState('');
  const { busy, post } = useFolioAction({ after, tell });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { kind, price: Number(price), description, ...(kind === 'minibar' ? { item } : {}) };
    if (await post(`/staff/bookings/${id}/folio/charges`, body)) {
      setPrice('');
      setDescription('');
    }
  };
  return (
    <form className="staff-form folio-form" onSubmit={submit} aria-labelledby="folio-charge">
      <h3 id="folio-charge">Charge to room</h3>
      <label>
        Kind
        <select value={kind} onChange={(e) => setKind(e.target.value as FolioChargeKind)}>
          {FOLIO_CHARGE_KINDS.map((k) => (
            <option key={k} value={k}>
              {FOLIO_CHARGE_WORDS[k]}
            </option>
          ))}
        </select>
      </label>
      {kind === 'minibar' && (
        <label>
          Item
          <select value={item} onChange={(e) => setItem(e.target.value as MinibarItem)}>
            {MINIBAR_ITEM_KEYS.map((k) => (
              <option key={k} value={k}>
                {MINIBAR_ITEMS[k].words} (GST {MINIBAR_ITEMS[k].rateBp / 100}%)
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        Price before GST (₹)
        <input
          type="number"
          inputMode="decimal"
          min="1"
          step="0.01"
          required
          value={price}
          onChange={(e) => setPrice(e.target.value)}
        />
      </label>
      <label>
        Description
        <input
          required
          maxLength={120}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </label>
      <button type="submit" className="staff-button" disabled={busy}>
        Charge to room
      </button>
    </form>
  );
}

/** A payment or refund at the desk: method, amount (the balance by default), reference, and a refund's reason. */
function MoneyForm({
  id,
  what,
  amountPaise,
  after,
  tell,
}: FormProps & { what: 'payment' | 'refund'; amountPaise: number }) {
  const [method, setMethod] = useState<DeskMethod>('upi');
  const [amount, setAmount] = useState(rupeesOf(amountPaise));
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const { busy, post } = useFolioAction({ after, tell });
  useEffect(() => setAmount(rupeesOf(amountPaise)), [amountPaise]);
  const refund = what === 'refund';
  const heading = refund ? 'Refund at desk' : 'Take payment';
  const headingId = `folio-${what}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      method,
      amount: Number(amount),
      ...(method === 'cash' ? {} : { reference }),
      ...(refund ? { reason } : {}),
    };
    if (await post(`/staff/bookings/${id}/folio/${refund ? 'refunds' : 'payments'}`, body)) {
      setReference('');
      setReason('');
    }
  };
  return (
    <form className="staff-form folio-form" onSubmit={submit} aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      <fieldset>
        <legend>Method</legend>
        {DESK_METHODS.map((m) => (
          <label key={m}>
            <input
              type="radio"
              name={`${what}-method`}
              checked={method === m}
              onChange={() => setMethod(m)}
            />{' '}
            {DESK_METHOD_WORDS[m]}
          </label>
        ))}
      </fieldset>
      <label>
        Amount (₹)
        <input
          type="number"
          inputMode="decimal"
          min="1"
          step="0.01"
          required
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </label>
      {method !== 'cash' && (
        <label>
          {method === 'upi' ? 'UPI reference' : 'Terminal reference'}
          <input
            required
            pattern="[A-Za-z0-9\-]{4,40}"
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
        </label>
      )}
      {refund && (
        <label>
          Reason (kept in the audit)
          <input required minLength={3} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
      )}
      <button type="submit" className="staff-button" disabled={busy}>
        {refund ? 'Give back' : 'Take'} {amount ? formatInr(Math.round(Number(amount) * 100)) : ''}
      </button>
    </form>
  );
}

function FormAnswer({ answer }: { answer: Answer }) {
  return (
    <div aria-live="polite" role="status">
      {answer && <p className={`staff-message ${answer.kind}`}>{answer.text}</p>}
    </div>
  );
}

/** Voiding a charge: a reason asked for in place, then one click. */
function VoidCharge({ id, chargeId, what, after, tell }: FormProps & { chargeId: string; what: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { busy, post } = useFolioAction({ after, tell });
  const field = useRef<HTMLInputElement>(null);
  // The reason is asked for where the Void button was: the keyboard follows the click there.
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);
  if (!open) {
    return (
      <button
        type="button"
        className="staff-button"
        onClick={() => setOpen(true)}
        aria-label={`Void ${what}`}
      >
        Void
      </button>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await post(`/staff/bookings/${id}/folio/charges/${chargeId}/void`, { reason });
  };
  return (
    <form onSubmit={submit} className="folio-void">
      <label>
        Reason to void {what}
        <input
          required
          minLength={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          ref={field}
        />
      </label>
      <button type="submit" className="staff-button" disabled={busy}>
        Void the charge
      </button>
    </form>
  );
}

/** A stay's folio on its console page: lines, money, balance, and the desk's forms. */
export default function FolioSection({ id, onChange }: { id: string; onChange: () => void }) {
  const [folio, setFolio] = useState<Folio | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    api<Folio>(`/staff/bookings/${id}/folio`)
      .then(setFolio)
      .catch((e: Error) => setError(e.message));
  }, [id]);
  useEffect(load, [load]);
  const [answer, tell] = useState<Answer>(null);
  const after = () => {
    load();
    onChange();
  };
  const props = { id, after, tell };
  if (error) return <p className="staff-message error">{error}</p>;
  if (!folio) return <p className="staff-note">Loading the folio…</p>;
  const { balance } = folio;
  return (
    <section className="staff-section" aria-labelledby="folio">
      <h2 id="folio">Folio</h2>
      <p className="folio-balance">
        <strong>{balanceWords(balance.duePaise)}</strong> · stay {formatInr(balance.bookingPaise)} · charges{' '}
        {formatInr(balance.chargesPaise)} · paid {formatInr(balance.paidPaise)}
      </p>
      <FormAnswer answer={answer} />
      <div className="staff-table-wrap">
        <table className="staff-table">
          <caption className="visually-hidden">Charges on the folio</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Charge</th>
              <th scope="col">SAC / HSN</th>
              <th scope="col">GST</th>
              <th scope="col">Amount</th>
              <th scope="col">By</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>—</td>
              <td>{folio.booking.description}</td>
              <td colSpan={2}>as booked</td>
              <td>{formatInr(folio.booking.totalPaise)}</td>
              <td />
              <td />
            </tr>
            {folio.charges.map((c) => (
              <tr key={c.id}>
                <td>{hotelTimeText(c.chargedAt)}</td>
                <td>
                  {c.voided ? (
                    <s>{`${FOLIO_CHARGE_WORDS[c.kind]}: ${c.description}`}</s>
                  ) : (
                    `${FOLIO_CHARGE_WORDS[c.kind]}: ${c.description}`
                  )}
                  {c.voided && <span className="staff-note"> voided: {c.voided.reason}</span>}
                </td>
                <td>{c.sac}</td>
                <td>{c.rateBp / 100}%</td>
                <td>{formatInr(c.totalPaise)}</td>
                <td>{c.chargedBy ?? ''}</td>
                <td>
                  {folio.open && !c.voided && <VoidCharge {...props} chargeId={c.id} what={c.description} />}
                </td>
              </tr>
            ))}
            {folio.money.map((m) => (
              <tr key={`${m.at} ${m.what} ${m.amountPaise}`}>
                <td>{hotelTimeText(m.at)}</td>
                <td>{m.what === 'payment' ? `Paid: ${m.how}` : `Refunded: ${m.how}`}</td>
                <td colSpan={2}>{m.reference ?? ''}</td>
                <td>
                  {m.what === 'payment' ? '−' : '+'}
                  {formatInr(m.amountPaise)}
                </td>
                <td>{m.by ?? ''}</td>
                <td />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {folio.held && (
        <p className="staff-note">
          Held for payment: taking its whole total at the desk confirms the booking and tells the guest.
        </p>
      )}
      {!folio.open && !folio.held && (
        <p className="staff-note">
          The folio is closed: it takes charges and payments only while the stay is confirmed.
        </p>
      )}
      {folio.owedAtDeskPaise > 0 && (
        <p className="staff-message error">
          {formatInr(folio.owedAtDeskPaise)} paid at the desk is owed back to the guest: give it back at the
          desk.
        </p>
      )}
      <div className="folio-forms">
        {folio.inHouse && <ChargeForm {...props} />}
        {(folio.open || folio.held) && balance.duePaise > 0 && (
          <MoneyForm {...props} what="payment" amountPaise={balance.duePaise} />
        )}
        {folio.open && balance.duePaise < 0 && (
          <MoneyForm {...props} what="refund" amountPaise={-balance.duePaise} />
        )}
        {folio.owedAtDeskPaise > 0 && (
          <MoneyForm {...props} what="refund" amountPaise={folio.owedAtDeskPaise} />
        )}
      </div>
    </section>
  );
}
