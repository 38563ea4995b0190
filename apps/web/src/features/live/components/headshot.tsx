import type { LiveDelegate } from '@cq/shared';
import { CrownMark } from '../../../components/crown-mark';
import { PublishedPhoto } from '../../../components/ui/published-photo';

/** Her published headshot, or the crown where she has none published (no picture is ever made up). */
export function Headshot({
  delegate,
  sizes,
  className = '',
}: {
  delegate: LiveDelegate;
  sizes: string;
  className?: string;
}) {
  const photo = delegate.headshot;
  return (
    <div className={`overflow-hidden bg-primary-dark/40 ${className}`}>
      {photo ? (
        <PublishedPhoto photo={photo} sizes={sizes} />
      ) : (
        <div className="flex h-full w-full items-center justify-center">
          <CrownMark className="h-1/3 w-1/3 opacity-60" />
        </div>
      )}
    </div>
  );
}
