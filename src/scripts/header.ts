import { $auth, logout, signOut, tokenExpired } from '~/stores/auth';
import { flashToast, toast } from '~/stores/toasts';

/**
 * The header: the guest's login state, logout and an expired session; and the phone menu's state. The menu is a
 * popover that opens, and closes on Escape or a tap outside, without this script (decision 126): here its button
 * says whether it is open, and it closes as the page is left or grows wide.
 */
export function startHeader(): void {
  const toggle = document.querySelector('[data-menu-toggle]');
  const menu = document.querySelector<HTMLElement>('[data-menu]');
  if (toggle && menu) {
    // Where popovers are unknown (Safari before 17) the button does nothing by itself: a class opens the menu.
    const native = Boolean(menu.togglePopover);
    const open = () => (native ? menu.matches(':popover-open') : menu.classList.contains('is-open'));
    const expanded = () => toggle.setAttribute('aria-expanded', String(open()));
    const show = (wanted: boolean) => {
      // A popover already in the state wanted is left as it is.
      if (native) menu.togglePopover(wanted);
      else {
        menu.classList.toggle('is-open', wanted);
        expanded();
      }
    };
    if (!native) toggle.addEventListener('click', () => show(!open()));
    expanded();
    menu.addEventListener('toggle', expanded);
    addEventListener('pagehide', () => show(false));
    matchMedia('(min-width: 960px)').addEventListener('change', () => show(false));
  }

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
