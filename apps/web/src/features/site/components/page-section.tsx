import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

/** A band of a public page: its background (`className`), the page's width, a heading and what follows it. */
export function PageSection({
  className,
  children,
  ...heading
}: Parameters<typeof SectionHeading>[0] & { className: string; children: ReactNode }) {
  return (
    <section className={`section ${className}`}>
      <div className="container-page">
        <SectionHeading {...heading} />
        {children}
      </div>
    </section>
  );
}

export interface IconCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Cards of an icon, a title and a short text in a grid under a section heading; `look` gives their classes. */
export function IconCards({
  items,
  look,
  icon,
}: {
  items: readonly IconCard[];
  look: { grid: string; card: string; title: string; text: string };
  icon: (Icon: LucideIcon) => ReactNode;
}) {
  return (
    <ul className={`mt-12 grid gap-6 ${look.grid}`}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className={look.card}>
          {icon(Icon)}
          <h3 className={look.title}>{title}</h3>
          <p className={look.text}>{text}</p>
        </li>
      ))}
    </ul>
  );
}
