import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/locale-context';
import { profileMessages as m } from '../messages';

/** A titled card of the profile; its id is what the portal's search links to. */
export function ProfileSection({
  id,
  title,
  icon: Icon,
  children,
  className = '',
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`card scroll-mt-24 p-6 ${className}`}>
      <div className="flex items-center gap-3">
        <span className="flex h-9 w-9 items-center justify-center rounded-full bg-primary-main/10 text-primary-main">
          <Icon className="h-4.5 w-4.5" aria-hidden />
        </span>
        <h2 id={`${id}-heading`} className="text-xl">
          {title}
        </h2>
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** Label / value pairs; a blank value reads 'Not provided'; a value keeps its own direction (a phone number in Arabic). */
export function Details({ items }: { items: Array<[string, ReactNode]> }) {
  const t = useT();
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map(([label, value]) => {
        const blank = value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
        return (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-semibold uppercase tracking-[0.12em] text-muted">{label}</dt>
            <dd className={`mt-1 break-words text-sm ${blank ? 'text-muted italic' : 'text-ink'}`}>
              {blank ? t(m.notProvided) : <bdi>{value}</bdi>}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** A short list of chips (skills, goals). */
export function Chips({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm italic text-muted">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-secondary-main/15 px-3 py-1 text-sm text-secondary-contrast">
          {item}
        </li>
      ))}
    </ul>
  );
}
