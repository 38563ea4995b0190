import { Check, Link2, Mail } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../i18n/locale-context';
import { useHydrated } from '../lib/use-client-value';
import { componentMessages } from './messages';
import { usePageAddress } from './page-address';

/** The networks' share addresses: plain links, so no script of theirs runs on the site. */
export function shareTargets(url: string, text: string) {
  const u = encodeURIComponent(url);
  const both = encodeURIComponent(`${text} ${url}`);
  return [
    { network: 'X', href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(text)}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${both}` },
  ];
}

const m = componentMessages;

const pill =
  'inline-flex items-center gap-1.5 rounded-full border px-3.5 py-2 text-sm font-semibold transition-colors focus-visible:outline-3';

/**
 * Share buttons for a public page: copy its address, send it by e-mail, or post it on X, Facebook or WhatsApp
 * through their plain share addresses. Drawn once the page runs in the browser, where its address is known.
 */
export function ShareLinks({ text, tone = 'light' }: { text: string; tone?: 'light' | 'dark' }) {
  const t = useT();
  const hydrated = useHydrated();
  const { origin, pathname } = usePageAddress();
  const [copied, setCopied] = useState(false);
  if (!hydrated) return null;
  const url = `${origin}${pathname}`;
  const look =
    tone === 'dark'
      ? 'border-white/30 text-white hover:bg-white/10'
      : 'border-hairline bg-white text-ink hover:border-primary-light hover:text-primary-main';
  return (
    <nav aria-label={t(m.shareLabel)} className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={`${pill} ${look}`}
        onClick={() => {
          void navigator.clipboard?.writeText(url).then(() => setCopied(true));
        }}
      >
        {copied ? <Check className="h-4 w-4" aria-hidden /> : <Link2 className="h-4 w-4" aria-hidden />}
        {t(copied ? m.shareCopied : m.shareCopy)}
      </button>
      <a
        className={`${pill} ${look}`}
        href={`mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(`${text}\n${url}`)}`}
      >
        <Mail className="h-4 w-4" aria-hidden /> {t(m.shareEmail)}
      </a>
      {shareTargets(url, text).map((s) => (
        <a
          key={s.network}
          className={`${pill} ${look}`}
          href={s.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t(m.shareOn, { network: s.network })}
        >
          {s.network}
        </a>
      ))}
    </nav>
  );
}
