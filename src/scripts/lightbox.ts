/**
 * The gallery's lightbox on a native <dialog>: a thumbnail (a link to its picture, decision 126) opens it on its
 * picture, the arrow buttons and the Left/Right keys move through all pictures, Escape or Close shuts it and focus
 * goes back to the thumbnail.
 */
export function startLightbox(): void {
  const dialog = document.querySelector<HTMLDialogElement>('[data-lightbox]');
  if (!dialog) return;
  const items = [...document.querySelectorAll<HTMLAnchorElement>('[data-lightbox-item]')];
  const image = dialog.querySelector<HTMLImageElement>('[data-lightbox-image]');
  const caption = dialog.querySelector<HTMLElement>('[data-lightbox-caption]');
  const count = dialog.querySelector<HTMLElement>('[data-lightbox-count]');
  let current = 0;

  function show(index: number) {
    current = (index + items.length) % items.length;
    const item = items[current];
    if (!item || !image) return;
    image.srcset = item.dataset.srcset ?? '';
    image.alt = item.dataset.alt ?? '';
    if (caption) caption.textContent = item.dataset.caption ?? '';
    if (count) count.textContent = `${current + 1} of ${items.length}`;
  }

  items.forEach((item, index) => {
    item.addEventListener('click', (event) => {
      // A click meant for a new tab or window opens the picture there, as the link would.
      if (event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      show(index);
      dialog.showModal();
    });
  });
  for (const button of dialog.querySelectorAll<HTMLButtonElement>('[data-lightbox-step]')) {
    button.addEventListener('click', () => show(current + Number(button.dataset.lightboxStep)));
  }
  dialog.querySelector('[data-lightbox-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight') show(current + 1);
    else if (event.key === 'ArrowLeft') show(current - 1);
    else return;
    event.preventDefault();
  });
  // A click on the backdrop (outside the dialog's box) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) {
      const box = dialog.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) dialog.close();
    }
  });
  dialog.addEventListener('close', () => items[current]?.focus());
  // The thumbnails open the lightbox from here on (before, a tap follows the link to the picture, decision 126).
  dialog.dataset.ready = '';
}
