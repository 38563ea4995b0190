import type { ConsentRecord } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { ConsentList } from '../../../components/consent-list';
import { useT } from '../../../i18n/locale-context';
import { api } from '../../../lib/api-client';
import { settingsMessages as m } from '../messages';

/** What she agreed to (the declarations of her registration, her public profile), in the words she saw. */
export function MyAgreements() {
  const t = useT();
  const { data, isError } = useQuery({
    queryKey: ['users', 'me', 'consents'],
    queryFn: async () => (await api.get<{ consents: ConsentRecord[] }>('/users/me/consents')).data.consents,
  });
  return (
    <section
      aria-labelledby="agreements-heading"
      className="mt-6 rounded-2xl border border-hairline bg-white p-5 shadow-[var(--shadow-card)] sm:p-8"
    >
      <div className="flex items-center gap-3 border-b border-hairline pb-5">
        <ScrollText className="h-5 w-5 shrink-0 text-primary-main" aria-hidden />
        <div>
          <h2 id="agreements-heading" className="text-xl">
            {t(m.agreementsHeading)}
          </h2>
          <p className="text-sm text-muted">{t(m.agreementsIntro)}</p>
        </div>
      </div>
      <div className="mt-5">
        {isError ? (
          <p className="text-sm text-status-rejected">{t(m.agreementsFailed)}</p>
        ) : data ? (
          <ConsentList consents={data} empty={t(m.agreementsEmpty)} />
        ) : (
          <p className="text-sm text-muted">{t(m.loading)}</p>
        )}
      </div>
    </section>
  );
}
