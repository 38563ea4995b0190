import type { RegistrationWindow } from '@cq/shared';
import { CalendarClock } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/locale-context';
import { registrationMessages as m } from './messages';
import { RoyalHeader } from './royal-header';

/** Registration Currently Closed: the reason, the dates, Go Back and Contact Support. */
export function ClosedScreen({ window }: { window: RegistrationWindow }) {
  const navigate = useNavigate();
  const t = useT();
  const format = useFormat();
  const dateOf = (iso: string | null) =>
    iso ? format.date(iso, { day: 'numeric', month: 'long', year: 'numeric' }) : t(m.toBeAnnounced);
  return (
    <div className="card overflow-hidden text-center">
      <RoyalHeader>
        <span className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-white/15 ring-1 ring-white/30">
          <CalendarClock className="h-8 w-8 text-secondary-light" aria-hidden />
        </span>
        <h1 className="mt-5 font-serif text-3xl text-white sm:text-4xl">{t(m.closedTitle)}</h1>
        {window.reason ? <p className="mx-auto mt-3 max-w-lg text-white/85">{window.reason}</p> : null}
      </RoyalHeader>
      <div className="px-6 py-8 sm:px-10">
        <dl className="mx-auto grid max-w-md gap-4 sm:grid-cols-2">
          <div className="rounded-xl bg-ivory px-4 py-3">
            <dt className="eyebrow text-[0.65rem]">{t(m.opens)}</dt>
            <dd className="mt-1 font-semibold text-ink">{dateOf(window.registrationStart)}</dd>
          </div>
          <div className="rounded-xl bg-ivory px-4 py-3">
            <dt className="eyebrow text-[0.65rem]">{t(m.closes)}</dt>
            <dd className="mt-1 font-semibold text-ink">{dateOf(window.registrationEnd)}</dd>
          </div>
        </dl>
        <p className="mx-auto mt-6 max-w-md text-sm text-muted">{t(m.closedText)}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" className="btn-outline" onClick={() => navigate(-1)}>
            {t(m.goBack)}
          </button>
          <Link to="/contact" className="btn-primary">
            {t(m.contactSupport)}
          </Link>
        </div>
      </div>
    </div>
  );
}
