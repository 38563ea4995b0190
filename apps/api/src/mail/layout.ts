import type { ThemeColors } from '@cq/shared';
import { layoutMail, type MailWords, mailWords, taglineIn } from './i18n';

/** What every e-mail is dressed in: the product's name, its public address and the active theme. */
export interface MailBrand {
  siteName: string;
  tagline: string;
  publicUrl: string;
  colors: ThemeColors;
}

export interface EmailContent {
  brand: MailBrand;
  /** Heading of the message (also the HTML title). */
  title: string;
  /** Short preview line shown by mail clients next to the subject. */
  preheader?: string;
  greeting?: string;
  /** Paragraphs before the button. */
  intro: string | string[];
  /** The one call to action; its URL is also written out in full for clients that hide buttons. */
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  body?: string[];
  /** Small print under a rule, e.g. "If you did not ask for this…". */
  footnote?: string;
  /** A message she did not ask for (bulk e-mail) carries a link to stop receiving such messages. */
  unsubscribeUrl?: string;
  /** The recipient's language (its words, lang and direction); English by default. */
  words?: MailWords;
}

export interface RenderedEmail {
  html: string;
  text: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const FONT = "'Helvetica Neue', Helvetica, Arial, sans-serif";
const SERIF = "'Playfair Display', Georgia, 'Times New Roman', serif";

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:1.6;color:#1B1523;">${escapeHtml(text)}</p>`;

/**
 * Renders a branded message as HTML (table layout and inline styles, which
 * every mail client understands) and as plain text with the same words.
 */
export function renderEmail(content: EmailContent): RenderedEmail {
  const { brand } = content;
  const words = content.words ?? mailWords('en');
  const tagline = taglineIn(words, brand.tagline);
  const unsubscribe = words.t(layoutMail.unsubscribe);
  const align = words.dir === 'rtl' ? 'right' : 'left';
  const { primary, secondary, accent } = brand.colors;
  const intro = Array.isArray(content.intro) ? content.intro : [content.intro];
  const body = content.body ?? [];

  const button = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:999px;background:${accent.main};">
<a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;font-weight:600;color:${accent.contrastText};text-decoration:none;border-radius:999px;">${escapeHtml(content.action.label)}</a>
</td></tr></table>
<p style="margin:0 0 16px;font-family:${FONT};font-size:13px;line-height:1.5;color:#6B6475;">${escapeHtml(words.t(layoutMail.buttonFallback))}<br><a href="${escapeHtml(content.action.url)}" style="color:${primary.main};word-break:break-all;">${escapeHtml(content.action.url)}</a></p>`
    : '';

  const html = `<!doctype html>
<html lang="${words.locale}" dir="${words.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(content.title)}</title></head>
<body dir="${words.dir}" style="margin:0;padding:0;background:#FBF8F3;text-align:${align};">
${content.preheader ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(content.preheader)}</div>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#FBF8F3;padding:24px 12px;"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#FFFFFF;border-radius:16px;overflow:hidden;border:1px solid #E9E3EE;">
<tr><td style="background:${primary.dark};background-image:linear-gradient(135deg,${primary.dark},${primary.main} 60%,${accent.dark});padding:28px 32px;">
<a href="${escapeHtml(brand.publicUrl)}" style="font-family:${SERIF};font-size:24px;font-weight:700;color:${primary.contrastText};text-decoration:none;">&#9813; ${escapeHtml(brand.siteName)}</a>
<div style="font-family:${FONT};font-size:12px;letter-spacing:2px;text-transform:uppercase;color:${secondary.light};margin-top:6px;">${escapeHtml(tagline)}</div>
</td></tr>
<tr><td style="height:4px;background:${secondary.main};line-height:4px;font-size:0;">&nbsp;</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 20px;font-family:${SERIF};font-size:26px;line-height:1.3;color:${primary.dark};">${escapeHtml(content.title)}</h1>
${content.greeting ? paragraph(content.greeting) : ''}
${intro.map(paragraph).join('\n')}
${button}
${body.map(paragraph).join('\n')}
${content.footnote ? `<hr style="border:none;border-top:1px solid #E9E3EE;margin:24px 0;"><p style="margin:0;font-family:${FONT};font-size:13px;line-height:1.5;color:#6B6475;">${escapeHtml(content.footnote)}</p>` : ''}
</td></tr>
<tr><td style="padding:20px 32px;background:#FBF8F3;border-top:1px solid #E9E3EE;font-family:${FONT};font-size:12px;line-height:1.5;color:#6B6475;">
${escapeHtml(brand.siteName)} &middot; <a href="${escapeHtml(brand.publicUrl)}" style="color:${primary.main};">${escapeHtml(brand.publicUrl.replace(/^https?:\/\//, ''))}</a>${content.unsubscribeUrl ? ` &middot; <a href="${escapeHtml(content.unsubscribeUrl)}" style="color:${primary.main};">${escapeHtml(unsubscribe)}</a>` : ''}
</td></tr>
</table></td></tr></table></body></html>`;

  const lines: string[] = [brand.siteName.toUpperCase(), tagline, '', content.title, ''];
  if (content.greeting) lines.push(content.greeting, '');
  for (const p of intro) lines.push(p, '');
  if (content.action) lines.push(words.t(layoutMail.linkLine, { label: content.action.label }), content.action.url, '');
  for (const p of body) lines.push(p, '');
  if (content.footnote) lines.push('--', content.footnote, '');
  lines.push(`${brand.siteName} · ${brand.publicUrl}`);
  if (content.unsubscribeUrl)
    lines.push(`${words.t(layoutMail.linkLine, { label: unsubscribe })} ${content.unsubscribeUrl}`);
  return { html, text: `${lines.join('\n')}\n` };
}

/** Absolute link into the site, always from the configured public URL (never the request's Host). */
export function siteLink(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
