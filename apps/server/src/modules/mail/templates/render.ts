import { escapeHtml } from '../../../lib/html.ts';
import type { MailBrand, MailContent } from './content.ts';

/** The site's palette (apps/web/src/index.css): antique gold accent on warm paper. */
const C = {
  paper: '#fbf8f3',
  card: '#ffffff',
  ink: '#2a1f14',
  muted: '#6b5d4f',
  border: '#e6dccd',
  gold: '#896710',
  accent: '#f6ecd6',
};
const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
/**
 * The card and the footer may break a word that does not fit (an e-mail address, a long name): one
 * such word otherwise widens the tables past a phone's screen, and the mail is cut off.
 */
const WRAP = 'overflow-wrap:anywhere;word-break:break-word';

const e = escapeHtml;
/** Line breaks the sender typed (addresses, messages) survive, escaped first. */
const multiline = (text: string) => e(text).replace(/\r?\n/g, '<br>');

function linesTable(lines: NonNullable<MailContent['lines']>): string {
  const rows = lines
    .map(
      (l) => `<tr>
<td style="padding:10px 0;border-bottom:1px solid ${C.border};font:15px/1.4 ${SANS};color:${C.ink}">${e(l.name)}<br><span style="color:${C.muted};font-size:13px">Qty ${l.quantity}</span></td>
<td align="right" style="padding:10px 0;border-bottom:1px solid ${C.border};font:15px/1.4 ${SANS};color:${C.ink};white-space:nowrap">${e(l.amount)}</td>
</tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 4px">${rows}</table>`;
}

function factsTable(facts: NonNullable<MailContent['facts']>): string {
  const rows = facts
    .map(
      (f) => `<tr>
<td valign="top" style="padding:6px 12px 6px 0;font:13px/1.5 ${SANS};color:${C.muted};white-space:nowrap">${e(f.label)}</td>
<td valign="top" style="padding:6px 0;font:15px/1.5 ${SANS};color:${C.ink}">${multiline(f.value)}</td>
</tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:12px 0">${rows}</table>`;
}

function button(action: NonNullable<MailContent['action']>): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:20px 0 8px"><tr>
<td style="background:${C.gold};border-radius:8px"><a href="${e(action.url)}" style="display:inline-block;padding:12px 22px;font:600 15px ${SANS};color:#ffffff;text-decoration:none">${e(action.label)}</a></td>
</tr></table>`;
}

/** The HTML part: a 600 px card on the site's paper colour, inline styles only (mail clients). */
export function renderHtml(content: MailContent, brand: MailBrand): string {
  const body = [
    `<h1 style="margin:0 0 12px;font:600 24px/1.3 ${SERIF};color:${C.ink}">${e(content.heading)}</h1>`,
    ...content.paragraphs.map(
      (p) => `<p style="margin:0 0 12px;font:15px/1.6 ${SANS};color:${C.ink}">${multiline(p)}</p>`,
    ),
    content.quote
      ? `<blockquote style="margin:12px 0;padding:12px 16px;background:${C.accent};border-left:3px solid ${C.gold};font:15px/1.6 ${SANS};color:${C.ink}">${multiline(content.quote)}</blockquote>`
      : '',
    content.lines?.length ? linesTable(content.lines) : '',
    content.facts?.length ? factsTable(content.facts) : '',
    content.action ? button(content.action) : '',
    content.note
      ? `<p style="margin:16px 0 0;font:13px/1.5 ${SANS};color:${C.muted}">${multiline(content.note)}</p>`
      : '',
  ].join('\n');

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${C.paper}">
<div style="display:none;max-height:0;overflow:hidden">${e(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${C.paper}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px">
<tr><td style="padding:4px 8px 16px">
<a href="${e(brand.siteUrl)}" style="font:700 26px ${SERIF};color:${C.gold};text-decoration:none;letter-spacing:.5px">${e(brand.name)}</a>
<div style="font:12px ${SANS};color:${C.muted}">${e(brand.tagline)}</div>
</td></tr>
<tr><td style="background:${C.card};border:1px solid ${C.border};border-top:3px solid ${C.gold};border-radius:12px;padding:28px 24px;${WRAP}">
${body}
</td></tr>
<tr><td style="padding:16px 8px;font:12px/1.6 ${SANS};color:${C.muted};${WRAP}">
${e(brand.name)} · ${e(brand.address)}<br>${e(brand.phone)} · <a href="mailto:${e(brand.email)}" style="color:${C.gold}">${e(brand.email)}</a>
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

/** The text part: the same content, readable in a terminal mail client. */
export function renderText(content: MailContent, brand: MailBrand): string {
  const out: string[] = [brand.name.toUpperCase(), '', content.heading, ''];
  for (const p of content.paragraphs) out.push(p, '');
  if (content.quote) out.push(...content.quote.split(/\r?\n/).map((l) => `> ${l}`), '');
  if (content.lines?.length) {
    for (const l of content.lines) out.push(`${l.quantity} × ${l.name}: ${l.amount}`);
    out.push('');
  }
  if (content.facts?.length) {
    for (const f of content.facts) out.push(`${f.label}: ${f.value}`);
    out.push('');
  }
  if (content.action) out.push(`${content.action.label}: ${content.action.url}`, '');
  if (content.note) out.push(content.note, '');
  out.push('--', `${brand.name} · ${brand.address}`, `${brand.phone} · ${brand.email}`);
  return out.join('\n');
}
