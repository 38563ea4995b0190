import { BRAND, localePath, SUPPORTED_LOCALES, splitLocalePath } from '@cq/shared';
import { useEffect } from 'react';
import { commonMessages } from '../i18n/common-messages';
import { useT } from '../i18n/locale-context';
import { usePageAddress } from './page-address';

interface SeoProps {
  title: string;
  description?: string;
  /** Pages that must not be indexed (portal, token pages). */
  noIndex?: boolean;
  /** The link-preview image's path on this site (a delegate's card); the site's own by default. */
  image?: string;
  /** Open Graph's kind of page: 'profile' for a delegate. */
  type?: 'website' | 'profile';
}

/** Per-page title, description and Open Graph tags; React 19 hoists them into <head>. */
export function Seo({ title, description, noIndex, image = '/og-image.png', type = 'website' }: SeoProps) {
  // The brand's name stays as it is in every language; its tagline is the page's language's.
  const tagline = useT()(commonMessages.tagline);
  const full = title === BRAND.siteName ? `${BRAND.fullTitle} — ${tagline}` : `${title} · ${BRAND.siteName}`;
  description ??= `${BRAND.fullTitle}: ${tagline}.`;
  // The defaults in index.html serve readers that run no script; once a page speaks for itself they go.
  useEffect(() => {
    for (const el of document.head.querySelectorAll('[data-default]')) el.remove();
  }, []);
  const { origin, pathname } = usePageAddress();
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={full} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={BRAND.fullTitle} />
      <meta property="og:image" content={`${origin}${image}`} />
      {origin ? <meta property="og:url" content={`${origin}${pathname}`} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : <LanguageAlternates origin={origin} pathname={pathname} />}
    </>
  );
}

/**
 * The page's own address as the one to index (rel=canonical: each language's page is its own, without the
 * query), then the same page in every language (hreflang), English the default for any other reader.
 */
function LanguageAlternates({ origin, pathname }: { origin: string; pathname: string }) {
  const { path } = splitLocalePath(pathname);
  return (
    <>
      <link rel="canonical" href={`${origin}${pathname}`} />
      {SUPPORTED_LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={`${origin}${localePath(locale, path)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${path}`} />
    </>
  );
}
