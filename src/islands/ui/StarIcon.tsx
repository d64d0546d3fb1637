/**
 * The star before a rating, drawn as the marketing pages draw theirs (mdi:star). The character ★ is in neither of
 * the site's fonts, so the browser would take it from a system font: a different star on each device, and font
 * look-ups by name in the middle of the page's first layout.
 */
export function StarIcon() {
  return (
    <svg
      className="star-icon"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M12 17.27L18.18 21l-1.64-7.03L22 9.24l-7.19-.62L12 2L9.19 8.62L2 9.24l5.45 4.73L5.82 21z"
      />
    </svg>
  );
}
