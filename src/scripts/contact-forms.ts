import { toast } from '~/stores/toasts';

interface ErrorBody {
  message?: string;
  fields?: Record<string, string>;
}

/** What each form checks before sending (the server checks again and names the field if it disagrees). */
function localErrors(form: HTMLFormElement): Record<string, string> {
  const errors: Record<string, string> = {};
  const value = (name: string) =>
    (form.elements.namedItem(name) as HTMLInputElement | null)?.value.trim() ?? '';
  if (!value('name')) errors.name = 'Please enter your name';
  if (!value('email')) errors.email = 'Please enter your email';
  else if (!(form.elements.namedItem('email') as HTMLInputElement).checkValidity())
    errors.email = 'Please enter a valid email address';
  const subject = form.elements.namedItem('subject');
  if (subject && !value('subject')) errors.subject = 'Please enter a subject';
  if (!value('comments')) errors.comments = 'Please write your message';
  return errors;
}

function showErrors(form: HTMLFormElement, errors: Record<string, string>) {
  for (const slot of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
    const field = slot.dataset.errorFor ?? '';
    const input = form.elements.namedItem(field) as HTMLInputElement | null;
    slot.textContent = errors[field] ?? '';
    if (errors[field]) input?.setAttribute('aria-invalid', 'true');
    else input?.removeAttribute('aria-invalid');
  }
  const first = Object.keys(errors)[0];
  if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
}

/** Sends one contact form to POST /api/contact, showing field messages inline and a toast on success. */
async function send(form: HTMLFormElement, kind: string) {
  const formError = form.querySelector<HTMLElement>('[data-form-error]');
  if (formError) formError.textContent = '';
  const errors = localErrors(form);
  showErrors(form, errors);
  if (Object.keys(errors).length > 0) return;

  const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
  if (button) button.disabled = true;
  try {
    const body = { kind, ...Object.fromEntries(new FormData(form)) };
    const response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as ErrorBody;
    if (response.ok) {
      toast.success(answer.message ?? 'Thank you. Your message has been sent.');
      form.reset();
      return;
    }
    if (answer.fields) showErrors(form, answer.fields);
    const summary = answer.fields ? 'Please correct the marked field.' : answer.message;
    if (formError) formError.textContent = summary ?? 'Your message could not be sent. Please try again.';
  } catch {
    if (formError)
      formError.textContent = 'We could not reach the palace. Check your connection and try again.';
  } finally {
    if (button) button.disabled = false;
  }
}

/** Wires every contact form on the page. */
export function startContactForms(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('[data-contact-form]')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void send(form, form.dataset.contactForm ?? 'enquiry');
    });
    // Answered in place from here on; before, the form posts to the server (decision 120).
    form.dataset.ready = '';
  }
}
