import { useEffect, useMemo, useRef, useState } from 'react';
import type { Hall, HallBooking, HallRequestPayload } from '~/contracts/halls';
import { formatHotelDate } from '~/lib/dates';
import { formatInr } from '~/lib/money';
import { $auth, type StoredUser } from '~/stores/auth';
import { toast } from '~/stores/toasts';
import { ApiError } from '../api';
import { goToLogin } from '../ui/login-redirect';
import { PriceLines } from '../ui/PriceLines';
import { shownQuote, useQuote } from '../ui/use-quote';
import { requestFailedMessage, sendHallRequest } from './hall-request';

/** What the search asked for: the event the wizard requests. */
export interface EventSearch {
  eventType: string;
  date: string;
  guests: number;
  timeSlot: string;
}

interface Props {
  hall: Hall;
  search: EventSearch;
  /** The slot in the guest's words, with its hours. */
  slotLabel: string;
  /** How long the hotel holds the hall while it answers. */
  holdHours: number;
  user: StoredUser;
  onClose(): void;
  onRequested(booking: HallBooking): void;
}

const STEPS = ['Details', 'Review', 'Confirm'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The three-step hall request (spec §2, §4): Details, Review, Confirm; Enter continues, Escape closes. Fetched when
 * the guest asks for a hall (decision 131).
 */
export default function HallWizard({
  hall,
  search,
  slotLabel,
  holdHours,
  user,
  onClose,
  onRequested,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [step, setStep] = useState(0);
  const [contact, setContact] = useState({
    customerName: user.name ?? '',
    customerEmail: user.email ?? '',
    customerPhone: user.phone ?? '',
    eventDetails: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof contact, string>>>({});
  const [busy, setBusy] = useState(false);
  // One key per opening: a double press or a retried request sends one request.
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const payload: HallRequestPayload = {
    user_id: user.id,
    hall_Id: hall.id,
    ...search,
    ...contact,
    eventDetails: contact.eventDetails || null,
  };
  // Asked as soon as the Details are complete (at once when the profile fills them): the price, and whether the
  // guest's unpaid holds let them request at all, said before they go through three steps (issue 31, item 12).
  const detailsComplete = step > 0 || Object.keys(detailsProblems()).length === 0;
  const quote = shownQuote(useQuote('hall', detailsComplete ? payload : null, { paused: busy }));
  const holdRefusal = quote?.holdRefusal ?? null;

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);

  function detailsProblems() {
    const found: typeof errors = {};
    if (contact.customerName.trim().length < 2) found.customerName = 'Enter your name.';
    if (!EMAIL.test(contact.customerEmail.trim())) found.customerEmail = 'Enter a valid email address.';
    if (!/^\+?[0-9 ()-]{7,20}$/.test(contact.customerPhone.trim()))
      found.customerPhone = 'Enter a valid phone number.';
    return found;
  }

  async function next(event: React.SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step === 0) {
      const found = detailsProblems();
      setErrors(found);
      if (Object.keys(found).length > 0) {
        // The first field to fix takes the focus, so a keyboard user lands on it.
        requestAnimationFrame(() =>
          dialog.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        );
        return;
      }
    }
    if (step < 2) {
      setStep(step + 1);
      return;
    }
    // Signed out meanwhile (another tab, or the session ended): spec §5's words, then back here after signing in.
    const mustSignIn = () => goToLogin('Please login first to confirm booking');
    if (!$auth.get().token) return mustSignIn();
    setBusy(true);
    try {
      const { booking, message } = await sendHallRequest(payload, idempotencyKey);
      toast.success(message);
      onRequested(booking);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return mustSignIn();
      toast.error(requestFailedMessage(error));
      setBusy(false);
    }
  }

  const field = (key: keyof typeof contact, label: string, type: string, autoComplete: string) => (
    <label>
      {label}
      <input
        type={type}
        autoComplete={autoComplete}
        value={contact[key]}
        required
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `wizard-${key}-error` : undefined}
        onChange={(e) => setContact((c) => ({ ...c, [key]: e.target.value }))}
      />
      {errors[key] && (
        <span className="field-error" id={`wizard-${key}-error`}>
          {errors[key]}
        </span>
      )}
    </label>
  );

  const summary: [string, string][] = [
    ['Hall', hall.name],
    ['Event', search.eventType],
    ['Date', formatHotelDate(search.date)],
    ['Time', slotLabel],
    ['Guests', String(search.guests)],
    ['Name', contact.customerName],
    ['Email', contact.customerEmail],
    ['Phone', contact.customerPhone],
    ...(contact.eventDetails ? [['Details', contact.eventDetails] as [string, string]] : []),
  ];

  return (
    <dialog ref={dialog} className="hall-wizard" aria-labelledby="hall-wizard-title" onClose={onClose}>
      <form onSubmit={next} noValidate>
        <p className="eyebrow">Request {hall.name}</p>
        <ol className="wizard-steps">
          {STEPS.map((name, i) => (
            <li key={name} aria-current={i === step ? 'step' : undefined} className={i <= step ? 'done' : ''}>
              {name}
            </li>
          ))}
        </ol>
        {/* A new heading per step takes the focus, so a screen reader hears which step opened. */}
        <h2 id="hall-wizard-title" key={step} ref={(el) => el?.focus()} tabIndex={-1}>
          {STEPS[step]}
        </h2>
        {holdRefusal && (
          <p className="field-error" role="alert">
            {holdRefusal} <a href="/user-profile?tab=bookings">See your bookings</a>
          </p>
        )}
        {step === 0 && (
          <div className="wizard-fields">
            {field('customerName', 'Name', 'text', 'name')}
            {field('customerEmail', 'Email', 'email', 'email')}
            {field('customerPhone', 'Phone', 'tel', 'tel')}
            <label>
              Event details (optional)
              <textarea
                rows={3}
                maxLength={2000}
                value={contact.eventDetails}
                onChange={(e) => setContact((c) => ({ ...c, eventDetails: e.target.value }))}
              />
            </label>
          </div>
        )}
        {step === 1 && (
          <>
            <dl className="wizard-summary">
              {summary.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            {quote && <PriceLines priced={quote} totalTestId="hall-quote-total" label="Hall hire" />}
          </>
        )}
        {step === 2 && (
          <div className="wizard-confirm">
            <p>
              A representative will contact you within {holdHours} hours to confirm the details of your{' '}
              {search.eventType.toLowerCase()}.
            </p>
            <p className="muted">
              We hold {hall.name} for you for {holdHours} hours while our events team confirms. Once they do,
              you pay the deposit{quote ? ` of ${formatInr(quote.totalPaise)} incl. GST` : ''} from your
              booking page.
            </p>
          </div>
        )}
        <div className="wizard-actions">
          {step > 0 && (
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => setStep(step - 1)}
              disabled={busy}
            >
              Back
            </button>
          )}
          <button type="submit" className="btn btn-gold" disabled={busy || holdRefusal !== null}>
            {step < 2 ? 'Continue' : busy ? 'Sending…' : 'Confirm Booking'}
          </button>
        </div>
      </form>
      <button
        type="button"
        className="btn btn-outline hall-wizard-close"
        onClick={onClose}
        aria-label="Close"
      >
        ×
      </button>
    </dialog>
  );
}
