import { type ComponentProps, lazy, Suspense } from 'react';

// Fetched when an admin first opens a form (Edit, or Add): most visits read the catalogue and change nothing, so the
// screens load without it (decision 122).
const CatalogueForm = lazy(() => import('./CatalogueForm'));

/** A catalogue item's form (./CatalogueForm), fetched the first time one is opened. */
export function OpenedCatalogueForm(props: ComponentProps<typeof CatalogueForm>) {
  return (
    <Suspense fallback={<p className="staff-note">Opening the form…</p>}>
      <CatalogueForm {...props} />
    </Suspense>
  );
}
