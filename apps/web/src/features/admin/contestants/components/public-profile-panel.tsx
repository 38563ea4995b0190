import { type DelegateState, delegatePath } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Panel } from '../../components/admin-page';
import { formatDateTime } from '../../components/format';
import { publicProfileQuery, usePublicationChange } from '../api/public-profile';

const STATE_TEXT: Record<DelegateState, string> = {
  not_eligible: 'A public profile is possible once her registration is approved.',
  no_consent: 'She has not agreed to a public profile yet. She does so in her portal.',
  awaiting_publication: 'She agreed to a public profile. It is not on the site yet.',
  published: 'Her profile is on the public site.',
};

/** Her public delegate profile: her consent, and publishing it or taking it down. */
export function PublicProfilePanel({ id, canUpdate }: { id: string; canUpdate: boolean }) {
  const { data: status } = useQuery(publicProfileQuery(id));
  const change = usePublicationChange(id);
  if (!status) return null;
  const { state, consent } = status;
  return (
    <Panel title="Public profile">
      <p className="text-sm text-ink">{STATE_TEXT[state]}</p>
      {consent ? (
        <dl className="mt-3 space-y-2 text-sm">
          <div>
            <dt className="font-semibold text-ink">Agreed</dt>
            <dd className="text-muted">{formatDateTime(consent.consentedAt)}</dd>
          </div>
          <div>
            <dt className="font-semibold text-ink">Biography</dt>
            <dd className="whitespace-pre-wrap break-words text-muted">{consent.biography || 'None written.'}</dd>
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
          View her page <ExternalLink className="h-3.5 w-3.5" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
      {canUpdate && (state === 'awaiting_publication' || state === 'published') ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {state === 'awaiting_publication' ? (
            <Button busy={change.isPending} onClick={() => change.mutate('publish')} className="px-4 py-2">
              Publish profile
            </Button>
          ) : (
            <Button
              variant="secondary"
              busy={change.isPending}
              onClick={() => change.mutate('unpublish')}
              className="px-4 py-2"
            >
              Take off the site
            </Button>
          )}
        </div>
      ) : null}
    </Panel>
  );
}
