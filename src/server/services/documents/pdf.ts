// A tax document as a PDF (pdf-lib, the standard Helvetica fonts: nothing fetched, nothing embedded from outside).
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { TaxDocumentSnapshot } from '~/lib/tax-documents';
import { documentLayout } from './layout';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
/** The lines table's column widths (points), Description first; they add up to the printable width. */
const WIDTHS = [141, 38, 48, 44, 58, 38, 46, 46, 56];
const MAROON = rgb(0.45, 0.09, 0.13);

/** Text the standard fonts can draw: the rupee sign as "Rs.", anything else outside their set as "?". */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/₹/g, 'Rs. ')].map((c) => (known.has(c.codePointAt(0)!) ? c : '?')).join('');
}

/** Cuts text to a width, with an ellipsis when it is longer. */
function clip(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Breaks text into lines no wider than `width`. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Renders an issued document's snapshot as a PDF. */
export async function documentPdf(doc: TaxDocumentSnapshot): Promise<Uint8Array> {
  const layout = documentLayout(doc);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${doc.title} ${doc.number}`);
  pdf.setAuthor(doc.supplier.name);
  pdf.setCreationDate(new Date(`${doc.date}T00:00:00Z`));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const width = A4[0] - 2 * MARGIN;

  const text = (t: string, x: number, size = 9, font = regular, color = rgb(0, 0, 0)) =>
    page.drawText(drawable(font, t), { x, y, size, font, color });
  const newPageIfBelow = (room: number) => {
    if (y - room > MARGIN) return;
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const paragraph = (t: string, size = 9, font = regular) => {
    for (const line of wrap(font, drawable(font, t), size, width)) {
      newPageIfBelow(size + 3);
      text(line, MARGIN, size, font);
      y -= size + 3;
    }
  };
  const fields = (heading: string, rows: readonly (readonly [string, string])[]) => {
    text(heading, MARGIN, 10, bold, MAROON);
    y -= 14;
    for (const [label, value] of rows) {
      text(`${label}:`, MARGIN, 9, bold);
      const lines = wrap(regular, drawable(regular, value), 9, width - 170);
      for (const line of lines) {
        text(line, MARGIN + 170);
        y -= 12;
      }
    }
    y -= 6;
  };
  const tableRow = (cells: readonly string[], font: PDFFont) => {
    // The description wraps (a night's line must keep its "night 3"); every other cell is one line.
    const description = wrap(font, drawable(font, cells[0] ?? ''), 7.5, WIDTHS[0]! - 4).slice(0, 3);
    newPageIfBelow(10 * description.length + 4);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const w = WIDTHS[i]!;
      const lines = i === 0 ? description : [clip(font, drawable(font, cell), 7.5, w - 4)];
      const right = i >= 2 && i !== 5;
      lines.forEach((shown, n) => {
        const at = right ? x + w - 2 - font.widthOfTextAtSize(shown, 7.5) : x + 2;
        page.drawText(shown, { x: at, y: y - 10 * n, size: 7.5, font });
      });
      x += w;
    });
    y -= 10 * description.length + 3;
  };

  text(layout.title, MARGIN, 18, bold, MAROON);
  y -= 24;
  text(layout.supplier[0]!, MARGIN, 11, bold);
  y -= 14;
  for (const line of layout.supplier.slice(1)) paragraph(line);
  y -= 8;
  fields('Document', layout.details);
  fields('Billed to', layout.recipient);
  tableRow(layout.headings, bold);
  page.drawLine({ start: { x: MARGIN, y: y + 9 }, end: { x: MARGIN + width, y: y + 9 }, thickness: 0.5 });
  for (const row of layout.rows) tableRow(row, regular);
  page.drawLine({ start: { x: MARGIN, y: y + 9 }, end: { x: MARGIN + width, y: y + 9 }, thickness: 0.5 });
  tableRow(layout.totalsRow, bold);
  y -= 8;
  newPageIfBelow(16 * layout.taxes.length + 90);
  for (const [label, value] of layout.taxes) {
    text(label, MARGIN + width - 230, 9, bold);
    text(value, MARGIN + width - regular.widthOfTextAtSize(drawable(regular, value), 9), 9);
    y -= 13;
  }
  y -= 8;
  paragraph(layout.note);
  y -= 16;
  text(layout.signature[0]!, MARGIN, 9, bold);
  y -= 26;
  text(layout.signature[1]!, MARGIN, 9);
  y -= 14;
  paragraph(layout.signature[2]!, 7);
  return pdf.save();
}
