// A tax document as a printable HTML page: the same fields as its PDF, no script and no stylesheet (the site's
// content security policy allows neither inline), laid out with plain HTML tables.
import type { TaxDocumentSnapshot } from '~/lib/tax-documents';
import { documentLayout, type Field } from './layout';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const fieldRows = (rows: readonly Field[]) =>
  rows
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');

/** Renders an issued document's snapshot as a page the guest prints from the browser. */
export function documentPage(doc: TaxDocumentSnapshot): string {
  const layout = documentLayout(doc);
  const cells = (row: readonly string[], tag: 'td' | 'th') =>
    `<tr>${row.map((c, i) => `<${tag} align="${i >= 2 && i !== 5 ? 'right' : 'left'}">${escapeHtml(c)}</${tag}>`).join('')}</tr>`;
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${doc.title} ${doc.number}`)}</title></head>
<body>
<h1>${escapeHtml(layout.title)}</h1>
<p><strong>${escapeHtml(layout.supplier[0]!)}</strong><br>${layout.supplier.slice(1).map(escapeHtml).join('<br>')}</p>
<h2>Document</h2>
<table cellpadding="3">${fieldRows(layout.details)}</table>
<h2>Billed to</h2>
<table cellpadding="3">${fieldRows(layout.recipient)}</table>
<h2>Supply</h2>
<table border="1" cellpadding="4" cellspacing="0" width="100%">
<thead>${cells(layout.headings, 'th')}</thead>
<tbody>${layout.rows.map((r) => cells(r, 'td')).join('')}</tbody>
<tfoot>${cells(layout.totalsRow, 'th')}</tfoot>
</table>
<table cellpadding="3" align="right">${fieldRows(layout.taxes)}</table>
<p><br clear="all">${escapeHtml(layout.note)}</p>
<p><strong>${escapeHtml(layout.signature[0]!)}</strong><br><br>${escapeHtml(layout.signature[1]!)}</p>
<p><small>${escapeHtml(layout.signature[2]!)}</small></p>
</body></html>
`;
}
