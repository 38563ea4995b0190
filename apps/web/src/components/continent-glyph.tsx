import type { CSSProperties } from 'react';

/**
 * A continent silhouette (Natural Earth, rendered by scripts/render-continents.mjs)
 * used as a CSS mask, so it is painted with the theme's colours.
 */
export function ContinentGlyph({
  slug,
  className = 'h-6 w-6',
  paint = 'bg-gradient-to-br from-primary-main to-accent-main',
}: {
  slug: string;
  className?: string;
  paint?: string;
}) {
  return (
    <span
      className={`continent-mask inline-block shrink-0 ${paint} ${className}`}
      style={{ '--mask': `url(/images/continents/${slug}.svg)` } as CSSProperties}
      aria-hidden
    />
  );
}
