import type { DelegatePhoto } from '@cq/shared';

/**
 * One of a delegate's published photos, in the widths it was published in: the browser picks the one the layout
 * needs (`sizes`); its width and height keep the page from jumping while it loads.
 */
export function PublishedPhoto({
  photo,
  sizes,
  alt = '',
  loading,
  className = 'h-full w-full object-cover',
}: {
  photo: DelegatePhoto;
  sizes: string;
  alt?: string;
  loading?: 'eager' | 'lazy';
  className?: string;
}) {
  return (
    <img
      src={photo.src}
      srcSet={photo.srcSet}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading={loading}
      decoding="async"
      className={className}
    />
  );
}
