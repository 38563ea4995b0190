import { type DelegateState, delegatePath } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { useT } from '#web/i18n/locale-context';
import type { MessageDescriptor } from '#web/i18n/message-descriptor';
import { Panel } from '../../components/admin-page';
import { useAdminFormat } from '../../components/format';
import { publicProfileQuery, usePublicationChange } from '../api/public-profile';
import { contestantsMessages as m } from '../messages';

const STATE_TEXT: Record<DelegateState, MessageDescriptor> = {
  not_eligible: m.profileNotEligible,
  no_consent: m.profileNoConsent,
  awaiting_publication: m.profileAwaiting,
  published: m.profilePublished,
};

/** Her public delegate profile: her consent, and publishing it or taking it down. */
export function PublicProfilePanel({ id, canUpdate }: { id: string; canUpdate: boolean }) {
  const t = useT();
  const { dateTime } = useAdminFormat();
  const { data: status } = useQuery(publicProfileQuery(id));
  const change = usePublicationChange(id);
  if (!status) return null;
  const { state, consent } = status;
  return (
    <Panel title={t(m.profileTitle)}>
      <p className="text-sm text-ink">{t(STATE_TEXT[state])}</p>
      {consent ? (
        <dl className="mt-3 space-y-2 text-sm">
          <div>
            <dt className="font-semibold text-ink">{t(m.agreed)}</dt>
            <dd className="text-muted">{dateTime(consent.consentedAt)}</dd>
          </div>
          <div>
            <dt className="font-semibold text-ink">{t(m.biography)}</dt>
            <dd className="whitespace-pre-wrap break-words text-muted">{consent.biography || t(m.noneWritten)}</dd>
          </div>
        </dl>
      ) : null}
      {status.slug && state === 'published' ? (
        <a
          href={delegatePath(status.slug)}
          target="_blank"
          rel="noreferrer"
          className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-primary-main hover:underline"
        >
          {t(m.viewHerPage)} <ExternalLink className="h-3.5 w-3.5" aria-hidden />
          <span className="sr-only">{t(m.opensInTab)}</span>
        </a>
      ) : null}
      {canUpdate && (state === 'awaiting_publication' || state === 'published') ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {state === 'awaiting_publication' ? (
            <Button busy={change.isPending} onClick={() => change.mutate('publish')} className="px-4 py-2">
              {t(m.publish)}
            </Button>
          ) : (
            <Button
              variant="secondary"
              busy={change.isPending}
              onClick={() => change.mutate('unpublish')}
              className="px-4 py-2"
            >
              {t(m.unpublish)}
            </Button>
          )}
        </div>
      ) : null}
    </Panel>
  );
}
