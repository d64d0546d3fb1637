import type { ClientDirective } from 'astro';
import { TOKEN_KEY } from '~/lib/auth-keys';
import { IDLE_TIMEOUT_MS } from '~/lib/idle';
import { afterFirstPaint } from './after-paint';

/**
 * `client:intent`: hydrates an island when the guest first shows intent to use the page, not while it loads
 * (docs/decisions/042-islands-wake-on-intent.md). The island's HTML is rendered on the server and complete for a
 * guest who is not signed in, so until then there is nothing for React to do; its runtime (react-dom, the
 * largest script of every booking page) is fetched once the first screen is painted but evaluated only on intent.
 *
 * - Intent: a touch, a pointer moving or pressed, a key, a focus, a wheel or a scroll anywhere on the page. A
 *   pointer "moving" by nothing (a browser's report when the page is laid out under a resting cursor) is not.
 * - A signed-in guest's island has their own state to show (favourites, name), so it hydrates when the browser
 *   is idle, as `client:idle` would (within `IDLE_TIMEOUT_MS` however busy the page is), or at their first intent
 *   if that comes sooner.
 * - A click inside the island before React has it is held (a form button would otherwise submit the page
 *   natively, any other button would do nothing) and clicked again once hydrated. Links are left to the browser.
 * - A field changed before hydration keeps the guest's value: React is told of it once hydrated.
 */
const INTENT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;
/** What a click sets going. A label passes its click on to its control, which is held then. */
const ACTIVATES =
  'button, summary, input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"], input[type="image"], [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="option"], [role="menuitem"]';

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const wakeOnIntent: ClientDirective = (load, _options, island) => {
  const held: HTMLElement[] = [];
  const changed = new Set<FormField>();
  let started = false;

  const holdClick = (event: Event) => {
    // Heard on the island, so the target is one of its elements.
    const control = (event.target as Element).closest<HTMLElement>(ACTIVATES);
    if (!control || !island.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(control);
    wake();
  };
  const holdSubmit = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    if (event.target instanceof HTMLFormElement) held.push(event.target);
    wake();
  };
  const noteChange = (event: Event) => {
    const field = event.target;
    if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    )
      changed.add(field);
  };

  const holds = [
    ['click', holdClick],
    ['submit', holdSubmit],
    ['input', noteChange],
    ['change', noteChange],
  ] as const;

  // A pointer that has not moved is not the guest: a browser reports one when the page is laid out under a resting
  // cursor (Chromium's headless shell at every load, any desktop browser whose cursor rests where the page loads).
  // A guest's hand moves it in a stream of steps, and those after the first say how far.
  const intent = (event: Event) => {
    if (event instanceof MouseEvent && event.type === 'pointermove' && !event.movementX && !event.movementY)
      return;
    wake();
  };

  async function wake() {
    if (started) return;
    started = true;
    for (const type of INTENT) removeEventListener(type, intent, { capture: true });
    try {
      const hydrate = await load();
      await hydrate();
    } finally {
      // Hydrated, or the runtime could not be loaded: either way the page's own controls answer from now on.
      for (const [type, hold] of holds) island.removeEventListener(type, hold, true);
    }
    for (const field of changed) tellReact(field);
    // React renders what those events changed before the next task, so the held clicks see the guest's values.
    await new Promise((resolve) => setTimeout(resolve));
    for (const element of held) {
      if (!element.isConnected) continue;
      if (element instanceof HTMLFormElement) element.requestSubmit();
      else element.click();
    }
  }

  for (const [type, hold] of holds) island.addEventListener(type, hold, true);
  for (const type of INTENT) addEventListener(type, intent, { capture: true, passive: true });
  // A signed-in guest's island wakes when the browser is idle. Otherwise the island's modules are fetched (not run)
  // once the first screen is painted (decision 125), so that intent does not wait on the network and the hero and
  // fonts have the line to themselves while the page is drawn. A module named twice is still fetched once.
  if (localStorage.getItem(TOKEN_KEY)) whenIdle(wake);
  else
    afterFirstPaint(() => {
      // Astro names both modules on every island it hydrates.
      for (const url of [island.getAttribute('renderer-url'), island.getAttribute('component-url')]) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = url as string;
        document.head.append(link);
      }
    });
};

/**
 * React hydrates a field with the value its HTML was rendered with and keeps whatever the guest has typed over
 * it, without knowing of the change: its value tracker (an own `value` property React puts on the element when
 * it hydrates it) starts from the typed value, so an `input` event alone would be ignored. A first event makes
 * React finish hydrating there and then (it does so for any discrete event reaching an island still being
 * hydrated); the field is then set back through the tracker and forward past it, and a second event makes React
 * read the guest's value. A select has no tracker: its `change` event is enough.
 */
function tellReact(field: FormField) {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return;
  const value = field.value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  // The browser's own setter, on the field's prototype (HTMLInputElement's or HTMLTextAreaElement's), under React's.
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = '';
  setValue?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 200);
}

export default wakeOnIntent;
