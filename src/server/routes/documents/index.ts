import { createRoute, z } from '@hono/zod-openapi';
import { TaxDocumentList } from '~/contracts/billing';
import { idParams } from '~/contracts/common';
import { documentFileName } from '~/lib/tax-documents';
import { caller, db } from '../../http/clock';
import { jsonResponse, refusals, signedIn } from '../../http/openapi';
import { newRouter, type RouteGroup } from '../../http/router';
import { guestDocument, guestDocuments } from '../../services/documents/guest';
import { documentPage } from '../../services/documents/page';
import { documentPdf } from '../../services/documents/pdf';

const listRoute = createRoute({
  method: 'get',
  path: '/documents',
  tags: ['Tax documents'],
  summary:
    "The caller's tax documents (receipt vouchers, tax invoices, refund vouchers, credit notes), newest first",
  ...signedIn(),
  responses: { 200: jsonResponse(TaxDocumentList, 'Newest first'), ...refusals(401) },
});

const pdfRoute = createRoute({
  method: 'get',
  path: '/documents/{id}/pdf',
  tags: ['Tax documents'],
  summary: "One of the caller's tax documents as a PDF (anyone else's is a 404)",
  ...signedIn(),
  request: { params: idParams('document') },
  responses: {
    200: { description: 'The document as issued', content: { 'application/pdf': { schema: z.string() } } },
    ...refusals(400, 401, 404),
  },
});

const pageRoute = createRoute({
  method: 'get',
  path: '/documents/{id}/page',
  tags: ['Tax documents'],
  summary: "One of the caller's tax documents as a printable HTML page (anyone else's is a 404)",
  ...signedIn(),
  request: { params: idParams('document') },
  responses: {
    200: { description: 'The document as issued', content: { 'text/html': { schema: z.string() } } },
    ...refusals(400, 401, 404),
  },
});

const privateFile = { 'cache-control': 'private, no-store' };

/** /api/documents: the guest's tax documents, as a list, PDFs and printable pages (decision 102). */
export const documentRoutes: RouteGroup = {
  prefix: '/documents',
  router: newRouter()
    .openapi(listRoute, async (c) => c.json({ documents: await guestDocuments(db(c), caller(c).id) }, 200))
    .openapi(pdfRoute, async (c) => {
      const doc = await guestDocument(db(c), caller(c).id, c.req.valid('param').id);
      const pdf = await documentPdf(doc.snapshot);
      return c.body(pdf.slice().buffer, 200, {
        ...privateFile,
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${documentFileName(doc.number)}"`,
      });
    })
    .openapi(pageRoute, async (c) => {
      const doc = await guestDocument(db(c), caller(c).id, c.req.valid('param').id);
      return c.body(documentPage(doc.snapshot), 200, {
        ...privateFile,
        'content-type': 'text/html; charset=utf-8',
      });
    }),
};
