import type { ReactNode } from 'react';

/** A simple titled section used by pages that are plain for now. */
export function PageIntro({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <section className="container-page py-16 sm:py-24">
      {eyebrow ? <p className="eyebrow mb-3">{eyebrow}</p> : null}
      <h1 className="text-4xl sm:text-5xl">{title}</h1>
      {children ? <div className="mt-6 max-w-2xl text-lg text-muted">{children}</div> : null}
    </section>
  );
}
