import { $auth, logout, signOut, tokenExpired } from '~/stores/auth';
import { flashToast, toast } from '~/stores/toasts';

/** The header: the phone menu (a toggle, Escape closes it), the guest's login state, logout and an expired session. */
export function startHeader(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = document.querySelector<HTMLElement>('[data-menu]');

  function setOpen(open: boolean) {
    if (!toggle || !menu) return;
    toggle.setAttribute('aria-expanded', String(open));
    menu.classList.toggle('is-open', open);
    document.body.classList.toggle('menu-open', open);
  }

  toggle?.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    setOpen(open);
    if (open) menu?.querySelector<HTMLAnchorElement>('a')?.focus();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && toggle?.getAttribute('aria-expanded') === 'true') {
      setOpen(false);
      toggle.focus();
    }
  });
  window
    .matchMedia('(min-width: 960px)')
    .addEventListener('change', (query) => query.matches && setOpen(false));

  // The header's login state follows the $auth store, in this tab and in others.
  $auth.subscribe(({ token, user }) => {
    const member = Boolean(token && user);
    for (const el of document.querySelectorAll<HTMLElement>('[data-auth]')) {
      el.hidden = el.dataset.auth === (member ? 'guest' : 'member');
    }
    const avatar = document.querySelector<HTMLElement>('[data-avatar]');
    if (avatar && user) {
      avatar.textContent = (user.name?.trim()[0] ?? '?').toUpperCase();
      avatar.setAttribute('aria-label', `Your profile (${user.name})`);
    }
  });

  // A session past its expiry logs the guest out with a word, rather than failing at the next click.
  const stored = $auth.get().token;
  if (stored && tokenExpired(stored)) {
    logout();
    toast.error('Your session has expired. Please log in again.');
  }

  document.querySelector('[data-logout]')?.addEventListener('click', () => {
    signOut();
    flashToast('success', 'Logout Successfully...');
    window.location.assign('/');
  });
}
