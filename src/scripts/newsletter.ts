import { toast } from '~/stores/toasts';

/** The footer's SUBSCRIBE, in place: checks the address, then signs it up once through POST /api/newsletter. */
export async function sendNewsletterForm(form: HTMLFormElement): Promise<void> {
  {
    const input = form.querySelector<HTMLInputElement>('input[type=email]');
    if (!input?.value.trim() || !input.checkValidity()) {
      toast.error('Please enter a valid email address');
      input?.focus();
      return;
    }
    const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
    if (button) button.disabled = true;
    try {
      const trap = form.querySelector<HTMLInputElement>('input[name=website]');
      const response = await fetch('/api/newsletter', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: input.value, website: trap?.value ?? '' }),
      });
      const answer = (await response.json().catch(() => ({}))) as { message?: string };
      if (response.ok) {
        toast.success(answer.message ?? 'Thank you for subscribing.');
        form.reset();
      } else {
        toast.error(answer.message ?? 'We could not sign you up. Please try again.');
      }
    } catch {
      toast.error('We could not reach the palace. Check your connection and try again.');
    } finally {
      if (button) button.disabled = false;
    }
  }
}
