import { $toasts, dismissToast, holdToast, releaseToast, type Toast } from '~/stores/toasts';

/**
 * The toast area: renders the $toasts store, each toast with its close button. The site script fetches it with the
 * first toast (src/scripts/site.ts).
 * A toast's time on screen counts from its first paint, and stops while the pointer is over it, focus is in it or
 * the tab is hidden (src/stores/toasts.ts).
 */
export function startToastArea(): void {
  const area = document.querySelector<HTMLElement>('[data-toast-area]');
  if (!area) return;
  const icons: Record<Toast['kind'], string> = { success: '✓', error: '!', blank: 'i' };

  const render = (toasts: readonly Toast[]) => {
    const shown = new Set(toasts.map((t) => String(t.id)));
    for (const el of [...area.children] as HTMLElement[]) {
      if (!shown.has(el.dataset.id ?? '')) el.remove();
    }
    for (const t of toasts) {
      if (area.querySelector(`[data-id="${t.id}"]`)) continue;
      const el = document.createElement('div');
      el.className = `toast toast-${t.kind}`;
      el.dataset.id = String(t.id);
      el.setAttribute('role', t.kind === 'error' ? 'alert' : 'status');
      const icon = document.createElement('span');
      icon.className = 'toast-icon';
      icon.setAttribute('aria-hidden', 'true');
      icon.textContent = icons[t.kind];
      const text = document.createElement('span');
      text.className = 'toast-message';
      text.textContent = t.message;
      const close = document.createElement('button');
      close.type = 'button';
      close.className = 'toast-close';
      close.setAttribute('aria-label', 'Dismiss notification');
      close.textContent = '×';
      close.addEventListener('click', () => dismissToast(t.id));
      el.append(icon, text, close);
      el.addEventListener('pointerenter', () => holdToast(t.id, 'pointer'));
      el.addEventListener('pointerleave', () => releaseToast(t.id, 'pointer'));
      el.addEventListener('focusin', () => holdToast(t.id, 'focus'));
      el.addEventListener('focusout', () => releaseToast(t.id, 'focus'));
      holdToast(t.id, 'unpainted');
      area.append(el);
      // The frame that shows it is drawn after this animation frame's callbacks; a hidden tab draws none.
      requestAnimationFrame(() => setTimeout(() => releaseToast(t.id, 'unpainted')));
      if (document.visibilityState === 'hidden') holdToast(t.id, 'hidden');
    }
  };

  document.addEventListener('visibilitychange', () => {
    for (const t of $toasts.get()) {
      if (document.visibilityState === 'hidden') holdToast(t.id, 'hidden');
      else releaseToast(t.id, 'hidden');
    }
  });

  $toasts.subscribe(render);
}
