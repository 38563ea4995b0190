import type { LiveFrame } from '@cq/shared';
import { useEffect, useRef, useState } from 'react';
import { CANVAS, StagePicture } from '../../../live';

/** The stage screen's picture, drawn small and still: what the displays show now, or on the next Go. */
export function PicturePreview({ frame, label }: { frame: LiveFrame; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(480);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const scale = width / CANVAS.width;
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 text-xs font-semibold uppercase tracking-[0.18em] text-muted">
        {label}
        {frame.cue ? <span className="ms-2 normal-case tracking-normal text-ink">{frame.cue.title}</span> : null}
      </figcaption>
      <div
        ref={box}
        className="relative aspect-video w-full overflow-hidden rounded-xl bg-primary-dark shadow-inner"
        data-testid={`preview-${frame.seq}`}
      >
        <div
          className="absolute start-0 top-0 origin-top-left"
          style={{ width: CANVAS.width, height: CANVAS.height, transform: `scale(${scale})` }}
          dir="ltr"
          aria-hidden
        >
          <StagePicture frame={frame} still />
        </div>
      </div>
    </figure>
  );
}
