import fs from 'node:fs';
import path from 'node:path';
import { formatAmount, formatMoneyMinor } from '@cq/shared';
import { escapeHtml, type MailBrand } from '../../mail';

/**
 * The built-in test provider's checkout page: plain HTML and CSS, no script
 * (the site's Content-Security-Policy allows none inline), one form whose two
 * buttons post the payer's choice back to the API.
 */

export interface WebFonts {
  serif: string | null;
  sans: string | null;
}

/** The site's own font files from the built web app (hashed names), when it is there. */
export function findWebFonts(webDist: string | undefined): WebFonts {
  const none = { serif: null, sans: null };
  if (!webDist) return none;
  try {
    const files = fs.readdirSync(path.join(webDist, 'assets'));
    const pick = (re: RegExp) => {
      const f = files.find((name) => re.test(name));
      return f ? `/assets/${f}` : null;
    };
    return {
      serif: pick(/^playfair-display-latin-700-normal-.*\.woff2$/),
      sans: pick(/^inter-latin-wght-normal-.*\.woff2$/),
    };
  } catch {
    return none;
  }
}

export interface CheckoutView {
  brand: MailBrand;
  fonts: WebFonts;
  reference: string;
  amountMinor: number;
  currency: string;
  email: string;
  /** What is bought, in words: the registration fee, or a vote pack with its votes and its vote. */
  item: string;
  state: 'open' | 'approved' | 'declined';
  returnUrl: string;
  /** Where the return leads, in words: "registration" (the fee) or "the vote" (a vote pack). */
  returnTo?: string;
}

const CROWN = (c: MailBrand['colors']) => `<svg viewBox="0 0 64 64" width="36" height="36" aria-hidden="true">
<path d="M10 46 L14 18 L25 32 L32 12 L39 32 L50 18 L54 46 Z" fill="${c.secondary.main}" stroke="${c.secondary.light}" stroke-width="2" stroke-linejoin="round"/>
<rect x="10" y="48" width="44" height="6" rx="2.5" fill="${c.secondary.main}"/>
<circle cx="14" cy="17" r="3.5" fill="${c.accent.light}"/><circle cx="32" cy="11" r="3.5" fill="${c.accent.light}"/>
<circle cx="50" cy="17" r="3.5" fill="${c.accent.light}"/><circle cx="32" cy="38" r="4" fill="${c.primary.main}"/></svg>`;

function style(v: CheckoutView): string {
  const { primary, secondary, accent } = v.brand.colors;
  const faces = [
    v.fonts.serif
      ? `@font-face{font-family:'Playfair Display';font-weight:700;font-display:swap;src:url(${v.fonts.serif}) format('woff2')}`
      : '',
    v.fonts.sans
      ? `@font-face{font-family:'Inter Variable';font-weight:100 900;font-display:swap;src:url(${v.fonts.sans}) format('woff2')}`
      : '',
  ].join('');
  return `${faces}
*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;font:16px/1.55 'Inter Variable',system-ui,-apple-system,'Segoe UI',sans-serif;color:#1B1523;
background:linear-gradient(160deg,${primary.dark} 0%,${primary.main} 55%,${accent.dark} 100%);display:flex;flex-direction:column;align-items:center;padding:24px 16px 32px}
.top{display:flex;align-items:center;gap:10px;color:${primary.contrastText};text-decoration:none;margin:8px 0 24px}
.top span{font:700 22px/1.2 'Playfair Display',Georgia,serif;letter-spacing:.01em}
.card{width:100%;max-width:460px;background:#fff;border-radius:20px;box-shadow:0 24px 60px rgba(27,21,35,.35);overflow:hidden}
.band{padding:28px 28px 24px;background:#FBF8F3;border-bottom:1px solid #E9E3EE;position:relative}
.band:before{content:'';position:absolute;left:0;right:0;top:0;height:4px;background:${secondary.main}}
.eyebrow{margin:0 0 6px;font-size:12px;font-weight:600;letter-spacing:.14em;text-transform:uppercase;color:${primary.main}}
.mode{display:inline-block;margin-left:6px;padding:2px 8px;border-radius:999px;background:${secondary.light};color:#1A1300;font-size:11px;letter-spacing:.08em}
h1{margin:0;font:700 26px/1.25 'Playfair Display',Georgia,serif;color:${primary.dark}}
.amount{margin:14px 0 0;font:700 44px/1 'Playfair Display',Georgia,serif;color:#1B1523}
.amount small{font:600 16px/1 'Inter Variable',system-ui,sans-serif;color:#6B6475;margin-left:6px;letter-spacing:.06em}
.body{padding:24px 28px 28px}
dl{margin:0 0 20px;display:grid;grid-template-columns:auto 1fr;gap:10px 0;font-size:14px}
dt{color:#6B6475;padding-right:16px}dd{margin:0;text-align:right;font-weight:500;overflow-wrap:anywhere}
.total{border-top:1px solid #E9E3EE;padding-top:10px;font-weight:700;color:#1B1523}
.meta{display:grid;gap:12px;margin:0 0 20px;padding:0 0 18px;border-bottom:1px solid #E9E3EE}
.meta p{margin:0;font-size:14px;font-weight:500;overflow-wrap:anywhere}
.meta span{display:block;margin-bottom:2px;font-size:11px;font-weight:600;letter-spacing:.12em;text-transform:uppercase;color:#6B6475}
.meta code{font:500 13px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;color:#1B1523}
@media (min-width:480px){.meta{grid-template-columns:1fr 1fr}}
.note{margin:0 0 22px;padding:12px 14px;border-radius:12px;background:#FBF8F3;border:1px solid #E9E3EE;font-size:13px;color:#6B6475}
form{display:grid;gap:12px;margin:0}
button{appearance:none;border:0;border-radius:999px;padding:15px 20px;font:600 16px/1 'Inter Variable',system-ui,sans-serif;cursor:pointer;width:100%}
button:focus-visible,a:focus-visible{outline:3px solid ${secondary.main};outline-offset:3px}
.approve{background:${accent.main};color:${accent.contrastText};box-shadow:0 8px 20px rgba(194,37,92,.28)}
.approve:hover{background:${accent.dark}}
.decline{background:#fff;color:${primary.dark};border:1.5px solid #E9E3EE}
.decline:hover{border-color:${primary.light};background:#FBF8F3}
.cancel{display:block;margin-top:18px;text-align:center;font-size:14px;color:${primary.main}}
.done{margin:0 0 20px;padding:14px 16px;border-radius:12px;font-weight:600}
.done.ok{background:#E8F6EE;color:#17603A}.done.no{background:#FCE8EE;color:#8F1842}
.return{display:block;text-align:center;text-decoration:none;border-radius:999px;padding:15px 20px;background:${primary.main};color:${primary.contrastText};font-weight:600}
.foot{margin-top:22px;color:rgba(255,255,255,.8);font-size:13px;text-align:center}
.lock{display:inline-flex;align-items:center;gap:6px}
@media (min-width:640px){body{padding-top:56px}.band{padding:32px 36px 28px}.body{padding:28px 36px 32px}}`;
}

export function renderTestCheckout(v: CheckoutView): string {
  const money = formatMoneyMinor(v.amountMinor, v.currency);
  const ref = escapeHtml(v.reference);
  const actions =
    v.state === 'open'
      ? `<p class="note">This is the site’s built-in test checkout. No card details are asked for, nothing is charged and no money moves. Choose how this payment should end.</p>
<form method="post" action="/api/payments/test-checkout/${encodeURIComponent(v.reference)}">
<button class="approve" type="submit" name="decision" value="approve">Approve payment</button>
<button class="decline" type="submit" name="decision" value="decline">Decline</button>
</form>
<a class="cancel" href="${escapeHtml(v.returnUrl)}">Cancel and return to ${escapeHtml(v.returnTo ?? 'registration')}</a>`
      : `<p class="done ${v.state === 'approved' ? 'ok' : 'no'}" role="status">${
          v.state === 'approved' ? 'This payment was approved.' : 'This payment was declined.'
        }</p>
<a class="return" href="${escapeHtml(`${v.returnUrl}?reference=${encodeURIComponent(v.reference)}`)}">Return to ${escapeHtml(v.returnTo ?? 'registration')}</a>`;

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Checkout · ${escapeHtml(v.brand.siteName)}</title>
<style>${style(v)}</style></head>
<body>
<a class="top" href="${escapeHtml(v.brand.publicUrl)}">${CROWN(v.brand.colors)}<span>${escapeHtml(v.brand.siteName)}</span></a>
<main class="card">
<div class="band">
<p class="eyebrow">Secure checkout <span class="mode">Test mode</span></p>
<h1>${escapeHtml(v.item)}</h1>
<p class="amount">${escapeHtml(money)}<small>${escapeHtml(v.currency)}</small></p>
</div>
<div class="body">
<div class="meta">
<p><span>Payer</span>${escapeHtml(v.email)}</p>
<p><span>Reference</span><code>${ref}</code></p>
</div>
<dl>
<dt>${escapeHtml(v.item)}</dt><dd>${escapeHtml(money)}</dd>
<dt>Processing fee</dt><dd>${escapeHtml(formatMoneyMinor(0, v.currency))}</dd>
<dt class="total">Total</dt><dd class="total">${escapeHtml(formatAmount(v.amountMinor, v.currency))}</dd>
</dl>
${actions}
</div>
</main>
<p class="foot">${escapeHtml(v.brand.siteName)} · ${escapeHtml(v.brand.tagline)}</p>
</body></html>`;
}

export function renderMissingCheckout(brand: MailBrand, fonts: WebFonts, returnUrl: string): string {
  const base = { brand, fonts } as CheckoutView;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Checkout not found · ${escapeHtml(brand.siteName)}</title>
<style>${style(base)}</style></head>
<body>
<a class="top" href="${escapeHtml(brand.publicUrl)}">${CROWN(brand.colors)}<span>${escapeHtml(brand.siteName)}</span></a>
<main class="card"><div class="band"><p class="eyebrow">Secure checkout</p><h1>This checkout link is not valid</h1></div>
<div class="body"><p class="note">The link may be mistyped, or the payment it belonged to was replaced by a newer one. Start the payment again from your registration page.</p>
<a class="return" href="${escapeHtml(returnUrl)}">Return to registration</a></div></main>
</body></html>`;
}
