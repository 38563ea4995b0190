import { BRAND } from '@cq/shared';

interface SeoProps {
  title: string;
  description?: string;
  /** Pages that must not be indexed (portal, token pages). */
  noIndex?: boolean;
}

/** Per-page title, description and Open Graph tags; React 19 hoists them into <head>. */
export function Seo({ title, description = `${BRAND.fullTitle}: ${BRAND.tagline}.`, noIndex }: SeoProps) {
  const full = title === BRAND.siteName ? `${BRAND.fullTitle} — ${BRAND.tagline}` : `${title} · ${BRAND.siteName}`;
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={full} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={BRAND.fullTitle} />
      <meta property="og:image" content="/og-image.png" />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
