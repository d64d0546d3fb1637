/**
 * Runs `run` once the page has painted its first screen (decision 124): its first contentful paint, and the
 * pictures it asked for first (`fetchpriority="high"`, the hero) loaded and drawn, then a frame and a task after
 * that. What the first screen does not need (the site script's parts, an island's React) is asked for then, so
 * that on a slow phone the page's HTML, its largest picture and its fonts have the network to themselves.
 * A browser without paint timing runs `run` at `load`; so does any page that has not painted three seconds after
 * it (a background tab paints only once shown). Chromium often fires `load` before the first paint, so `load`
 * alone would ask for the scripts while the first screen is still being drawn.
 */
export function afterFirstPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(once, 0));
  const paintTiming = PerformanceObserver.supportedEntryTypes?.includes('paint') ?? false;
  if (paintTiming) whenContentPainted(() => whenHeroLoaded(afterNextFrame));
  const fallback = () => setTimeout(once, paintTiming ? 3000 : 0);
  if (document.readyState === 'complete') fallback();
  else addEventListener('load', fallback, { once: true });
}

function whenContentPainted(then: () => void) {
  if (performance.getEntriesByName('first-contentful-paint').length > 0) {
    then();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

function whenHeroLoaded(then: () => void) {
  const pending = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter(
    (image) => !image.complete,
  );
  let left = pending.length;
  if (left === 0) {
    then();
    return;
  }
  const settle = () => {
    left -= 1;
    if (left === 0) then();
  };
  for (const image of pending) {
    image.addEventListener('load', settle, { once: true });
    image.addEventListener('error', settle, { once: true });
  }
}
