import type { hotelFacts } from '../hotel-facts';
import { escapeHtml as esc } from './templates';

// The site's identity (src/styles/tokens.css): maroon and gold on ivory, a serif for the name. Inline styles,
// since mail clients drop style sheets; system fonts, since nothing may load from elsewhere.
const MAROON = '#5b1a2b';
const GOLD = '#b08a2e';
const IVORY = '#fffcf5';
const INK = '#2a1d17';
const SERIF = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
const SANS = "Inter, 'Segoe UI', Roboto, Arial, sans-serif";

/** Wraps a message's HTML body in the hotel's email frame. */
export function emailLayout(input: {
  title: string;
  body: string;
  head: string;
  hotel: typeof hotelFacts;
  /** Pages linked at the foot (a guest's messages: the policy pages). */
  links?: { label: string; href: string }[];
}): string {
  const { hotel } = input;
  const links = (input.links ?? [])
    .map((l) => `<a href="${esc(l.href)}" style="color:#7a5c17">${esc(l.label)}</a>`)
    .join(' · ');
  const body = input.body
    .replace(
      /<h1>/g,
      `<h1 style="font-family:${SERIF};color:${MAROON};font-size:28px;font-weight:600;line-height:1.2;margin:0 0 16px">`,
    )
    .replace(/<a /g, `<a style="color:${MAROON};font-weight:600" `)
    .replace(/<ul>/g, '<ul style="padding-left:20px;margin:16px 0">')
    .replace(/<li>/g, '<li style="margin:4px 0">');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(input.title)}</title>
${input.head}
</head>
<body style="margin:0;padding:0;background:#f7f1e3;color:${INK};font-family:${SANS};font-size:16px;line-height:1.55">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f7f1e3">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${IVORY};border:1px solid #ead9a8">
<tr><td style="background:${MAROON};padding:20px 28px;border-bottom:3px solid ${GOLD}">
<p style="margin:0;font-family:${SERIF};font-size:26px;color:#ead9a8;letter-spacing:0.04em">${esc(hotel.name)}</p>
<p style="margin:4px 0 0;font-size:13px;color:#ead9a8">${esc(hotel.address.city)}, ${esc(hotel.address.region)}</p>
</td></tr>
<tr><td style="padding:28px">
${body}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #ead9a8;font-size:13px;color:#7a5c17">
${esc(hotel.name)}, ${esc(hotel.addressLine)}<br>
${esc(hotel.phone)} · <a href="mailto:${esc(hotel.email)}" style="color:#7a5c17">${esc(hotel.email)}</a>${links ? `<br>\n${links}` : ''}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
