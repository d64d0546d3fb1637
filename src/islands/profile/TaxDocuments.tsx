import { useState } from 'react';
import type { TaxDocumentEntry } from '~/contracts/billing';
import { formatHotelDate } from '~/lib/dates';
import { documentFileName } from '~/lib/tax-documents';
import { ApiError, apiFile } from '../api';
import { saveApiFile } from '../save-file';

/** Fetches a document with the guest's token and hands it to the browser: saved (PDF) or opened to print (page). */
async function open(doc: TaxDocumentEntry, as: 'pdf' | 'page') {
  const fallback = 'The document could not be fetched.';
  if (as === 'pdf') return saveApiFile(`/documents/${doc.id}/pdf`, documentFileName(doc.number), fallback);
  const url = URL.createObjectURL(await apiFile(`/documents/${doc.id}/page`, fallback));
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A booking's tax documents (decision 102): each downloadable as a PDF or opened as a page to print. */
export function TaxDocuments({ documents }: { documents: TaxDocumentEntry[] }) {
  const [error, setError] = useState('');
  if (documents.length === 0) return null;
  const act = (doc: TaxDocumentEntry, as: 'pdf' | 'page') => () => {
    setError('');
    open(doc, as).catch((caught) =>
      setError(caught instanceof ApiError ? caught.message : 'The document could not be fetched.'),
    );
  };
  return (
    <details className="order-documents">
      <summary>Tax documents ({documents.length})</summary>
      <ul aria-label="Tax documents">
        {documents.map((doc) => (
          <li key={doc.id}>
            <span>
              {doc.title}
              {doc.purpose && ` (${doc.purpose.toLowerCase()})`}{' '}
              <span className="booking-ref">{doc.number}</span> · {formatHotelDate(doc.date)}
            </span>{' '}
            <button type="button" className="link-button" onClick={act(doc, 'pdf')}>
              Download PDF<span className="visually-hidden"> of {doc.number}</span>
            </button>{' '}
            <button type="button" className="link-button" onClick={act(doc, 'page')}>
              Print<span className="visually-hidden"> {doc.number}</span>
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p className="payment-error" role="alert">
          {error}
        </p>
      )}
    </details>
  );
}
