/**
 * Runs `run` once the page has painted its first screen (decision 124): a frame and a task after the browser reports
 * its first contentful paint. What that screen does not need (the site script, an island's React) is asked for then,
 * so that on a slow phone the page's HTML, its hero picture and its fonts have the network to themselves while it is
 * drawn. (Chromium often fires `load` before the first paint, so `load` would not do.) A page in a background tab
 * paints, and so runs `run`, once it is shown.
 */
export function afterFirstPaint(run: () => void): void {
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) requestAnimationFrame(() => setTimeout(run));
  }).observe({ type: 'paint', buffered: true });
}
