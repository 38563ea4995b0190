import type { User } from '@cq/shared';
import type { ReactNode } from 'react';
import { Message, useT } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { useTimeAgo } from '../../notifications';
import { dashboardMessages as m } from '../messages';

/** The royal banner at the top of every home: who she is, welcomed back, and when she last signed in. */
export function WelcomeBanner({
  user,
  eyebrow,
  children,
}: {
  user: User;
  eyebrow: MessageDescriptor;
  /** What the home offers first under the greeting (a fan's way to the vote). */
  children?: ReactNode;
}) {
  const t = useT();
  const timeAgo = useTimeAgo();
  const lastLogin = timeAgo(user.lastLogin);
  return (
    <section className="bg-royal relative overflow-hidden rounded-3xl px-6 py-7 text-white shadow-[var(--shadow-card)] sm:px-9 sm:py-9">
      <div className="bg-crown-pattern absolute inset-0 opacity-60" aria-hidden />
      <div className="relative">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-secondary-light">{t(eyebrow)}</p>
        <h1 className="mt-2 text-3xl text-white sm:text-4xl">
          <Message message={m.welcomeBack} values={{ name: <bdi>{user.firstName}</bdi> }} />
        </h1>
        <p className="mt-2 text-sm text-white/80">
          {lastLogin ? t(m.lastLogin, { when: lastLogin }) : t(m.lastLoginNone)}
        </p>
        {children}
      </div>
    </section>
  );
}
