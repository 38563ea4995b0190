import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Seo } from '../../../components/seo';
import { buttonClass } from '../../../components/ui/button';
import { AuthShell, StatusIcon } from './auth-shell';

export interface StatusScreenProps {
  title: string;
  tone: 'success' | 'error' | 'info';
  /** The icon inside the round badge. */
  icon: ReactNode;
  subtitle: ReactNode;
  /** Token pages are kept out of search engines. */
  noIndex?: boolean;
  /** The way on, e.g. 'Back to Login' to /auth/login. */
  action?: { to: string; label: string };
  /** A note under the action. */
  note?: ReactNode;
  children?: ReactNode;
}

/** A screen of the account flows that reports an outcome (check your email, done, failed) and shows the way on. */
export function StatusScreen({ title, tone, icon, subtitle, noIndex, action, note, children }: StatusScreenProps) {
  return (
    <>
      <Seo title={title} noIndex={noIndex} />
      <AuthShell title={title} icon={<StatusIcon tone={tone}>{icon}</StatusIcon>} subtitle={subtitle}>
        {action || note ? (
          <div className="text-center">
            {action ? (
              <Link to={action.to} className={buttonClass('primary', 'w-full sm:w-auto')}>
                {action.label}
              </Link>
            ) : null}
            {note ? <p className="mt-6 text-sm text-muted">{note}</p> : null}
          </div>
        ) : null}
        {children}
      </AuthShell>
    </>
  );
}
