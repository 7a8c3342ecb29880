import { ACCENT_COLOR_PATTERN, DEFAULT_ACCENT_COLOR, textOnAccent } from './brand.ts';

/**
 * How every e-mail looks (docs/decisions/0043-mail-that-looks-like-the-employers.md): one body,
 * written as paragraphs of lines of text and links, becomes both the text part and the HTML part.
 * Text is always escaped; a link is only ever a URL the server made (http or https), so nothing an
 * employer or a candidate typed can become markup, script or another link target.
 */
export type Inline = { text: string } | { link: string; label?: string };
export type Line = Inline[];
export type Paragraph = Line[];

/** The employer's look: name, accent colour and the logo's absolute URL. */
export type MailLook = { name: string; accentColor: string | null; logoUrl: string | null };

const URL_LINE = /^https?:\/\/\S+$/;

/** Only http(s) URLs may become links; anything else is a programming error, not user input. */
export function assertLinkable(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`not a web link: ${url}`);
  return url;
}

const isBlank = (line: Line) => line.every((part) => 'text' in part && part.text.trim() === '');

/** Splits lines into paragraphs at blank lines (runs of blank lines count once). */
export function toParagraphs(lines: Line[]): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let current: Line[] = [];
  for (const line of lines) {
    if (isBlank(line)) {
      if (current.length) paragraphs.push(current);
      current = [];
    } else current.push(line);
  }
  if (current.length) paragraphs.push(current);
  return paragraphs;
}

function isWebLink(line: string): boolean {
  if (!URL_LINE.test(line)) return false;
  try {
    assertLinkable(line);
    return true;
  } catch {
    return false;
  }
}

/** Plain text the server wrote (not a template): a line that is only a web URL becomes a link. */
export function textToParagraphs(text: string): Paragraph[] {
  return toParagraphs(
    text.split(/\r\n|\r|\n/).map((line) => (isWebLink(line.trim()) ? [{ link: line.trim() }] : [{ text: line }])),
  );
}

/** The text part: links as bare URLs, each paragraph separated by one blank line. */
export function paragraphsToText(paragraphs: Paragraph[]): string {
  return paragraphs
    .map((paragraph) =>
      paragraph.map((line) => line.map((part) => ('text' in part ? part.text : part.link)).join('')).join('\n'),
    )
    .join('\n\n');
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function button(link: string, label: string, accent: string): string {
  const href = escapeHtml(assertLinkable(link));
  return (
    `<p style="margin:24px 0 8px"><a href="${href}" style="display:inline-block;background:${accent};color:${textOnAccent(accent)};` +
    `text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">${escapeHtml(label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:13px;color:#475569;word-break:break-all">` +
    `<a href="${href}" style="color:#475569">${escapeHtml(link)}</a></p>`
  );
}

function inlineHtml(part: Inline, accent: string): string {
  if ('text' in part) return escapeHtml(part.text);
  const href = escapeHtml(assertLinkable(part.link));
  return `<a href="${href}" style="color:${accent};word-break:break-all">${escapeHtml(part.link)}</a>`;
}

/** A paragraph that is one labelled link on its own becomes a button (with the URL beneath). */
function paragraphHtml(paragraph: Paragraph, accent: string): string {
  const only = paragraph.length === 1 ? paragraph[0]!.filter((p) => !('text' in p && p.text.trim() === '')) : [];
  const single = only.length === 1 ? only[0]! : null;
  if (single && 'link' in single && single.label) return button(single.link, single.label, accent);
  const lines = paragraph.map((line) => line.map((part) => inlineHtml(part, accent)).join(''));
  return `<p style="margin:0 0 16px">${lines.join('<br>')}</p>`;
}

/** The HTML part: the employer's logo (or name) over an accent bar, the paragraphs, a quiet footer. */
export function paragraphsToHtml(input: {
  subject: string;
  paragraphs: Paragraph[];
  look: MailLook;
  footer?: string;
}): string {
  const chosen = input.look.accentColor;
  const accent = chosen && ACCENT_COLOR_PATTERN.test(chosen) ? chosen.toLowerCase() : DEFAULT_ACCENT_COLOR;
  const name = escapeHtml(input.look.name);
  const header = input.look.logoUrl
    ? `<img src="${escapeHtml(assertLinkable(input.look.logoUrl))}" alt="${name}" height="40" style="display:block;height:40px;max-width:240px;border:0">`
    : `<span style="font-size:20px;font-weight:700;color:${accent}">${name}</span>`;
  const footer = input.footer
    ? `<p style="margin:16px 0 0;font-size:12px;color:#64748b;text-align:center">${escapeHtml(input.footer)}</p>`
    : '';
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(input.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f1f5f9;font-family:${FONT}">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;border-top:6px solid ${accent}">`,
    `<tr><td style="padding:24px 32px 8px">${header}</td></tr>`,
    `<tr><td style="padding:8px 32px 16px;font-size:16px;line-height:1.5;color:#0f172a">`,
    ...input.paragraphs.map((paragraph) => paragraphHtml(paragraph, accent)),
    '</td></tr></table>',
    footer,
    '</td></tr></table></body></html>',
  ].join('\n');
}
