/** The interval between slides (spec §9: auto-advance every 5 s; the fade itself is CSS, 0.5 s). */
export const HERO_INTERVAL_MS = 5000;

/**
 * Runs the home page's hero carousel: arrows, one indicator per slide, auto-advance that pauses while
 * hovered, focused or paused by the guest, and never starts under prefers-reduced-motion. The controls are shown
 * only once this has started.
 */
export function startHeroCarousel(): void {
  const root = document.querySelector<HTMLElement>('[data-carousel]');
  if (!root) return;
  // The hidden slides' pictures wait for the load event and then for a painted frame (two animation frames), so
  // they never share the network with the first slide before it is on screen (HeroCarousel.astro's is-ready).
  const ready = () =>
    requestAnimationFrame(() => requestAnimationFrame(() => root.classList.add('is-ready')));
  if (document.readyState === 'complete') ready();
  else window.addEventListener('load', ready, { once: true });
  const stage = root.querySelector<HTMLElement>('[data-stage]');
  const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')];
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-goto]')];
  const pauseButton = root.querySelector<HTMLButtonElement>('[data-pause]');
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  let current = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let hovered = false;
  let focused = false;
  let pausedByGuest = false;

  function show(index: number) {
    const next = (index + slides.length) % slides.length;
    if (next === current) return;
    slides[current]?.classList.remove('is-active');
    slides[current]?.setAttribute('inert', '');
    slides[next]?.classList.add('is-active');
    slides[next]?.removeAttribute('inert');
    dots.forEach((dot, i) => {
      dot.setAttribute('aria-current', String(i === next));
    });
    current = next;
  }

  function schedule() {
    clearInterval(timer);
    timer = undefined;
    if (!hovered && !focused && !pausedByGuest && !reducedMotion.matches && slides.length > 1) {
      timer = setInterval(() => show(current + 1), HERO_INTERVAL_MS);
    }
    // Announce slide changes only when the guest makes them, not on every automatic turn.
    stage?.setAttribute('aria-live', timer ? 'off' : 'polite');
    pauseButton?.setAttribute('aria-pressed', String(pausedByGuest || reducedMotion.matches));
  }

  for (const arrow of root.querySelectorAll<HTMLButtonElement>('[data-step]')) {
    arrow.addEventListener('click', () => show(current + Number(arrow.dataset.step)));
  }
  for (const dot of dots) dot.addEventListener('click', () => show(Number(dot.dataset.goto)));
  pauseButton?.addEventListener('click', () => {
    pausedByGuest = !pausedByGuest;
    pauseButton.setAttribute('aria-label', pausedByGuest ? 'Play the slideshow' : 'Pause the slideshow');
    schedule();
  });
  root.addEventListener('mouseenter', () => {
    hovered = true;
    schedule();
  });
  root.addEventListener('mouseleave', () => {
    hovered = false;
    schedule();
  });
  root.addEventListener('focusin', () => {
    focused = true;
    schedule();
  });
  root.addEventListener('focusout', (event) => {
    focused = root.contains(event.relatedTarget as Node | null);
    schedule();
  });
  reducedMotion.addEventListener('change', schedule);
  schedule();
  // Its controls show from now on: a tap on them does what it says (HeroCarousel.astro).
  root.classList.add('is-started');
}
