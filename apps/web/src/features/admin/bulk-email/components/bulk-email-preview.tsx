import type { BulkEmailPreview as Preview } from '@cq/shared';
import { Message, useT } from '#web/i18n/locale-context';
import { writtenMessages } from '../../components/written-messages';
import { bulkEmailMessages as m } from '../messages';

/** How many it reaches, and the first copies as each recipient will read them (the plain-text version). */
export function BulkEmailPreview({ preview }: { preview: Preview }) {
  const t = useT();
  const { recipients, unsubscribed, fallback, samples } = preview;
  return (
    <section
      aria-label={t(m.previewLabel)}
      aria-live="polite"
      className="rounded-2xl border border-hairline bg-ivory/60 p-4 sm:p-5"
    >
      <p className="text-sm text-ink">
        <strong className="font-semibold">{t(m.recipients, { count: recipients })}</strong>
        {unsubscribed > 0 ? t(m.unsubscribed, { count: unsubscribed }) : null}
      </p>
      {recipients > 0 ? (
        <p className="mt-1 text-sm text-muted">
          {fallback > 0
            ? t(writtenMessages.recipientsInEnglish, { count: fallback })
            : t(writtenMessages.recipientsEachOwn)}
        </p>
      ) : null}
      {samples.length > 0 ? (
        <ol className="mt-3 space-y-3">
          {samples.map((s) => (
            <li key={s.to} className="rounded-xl border border-hairline bg-white p-4 shadow-sm">
              <p className="text-xs text-muted">
                <Message
                  message={m.to}
                  values={{ address: <span className="break-all font-medium text-ink">{s.to}</span> }}
                />
              </p>
              <p className="mt-1 font-serif text-base font-semibold text-primary-dark">{s.subject}</p>
              <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-sm leading-relaxed text-ink">
                {s.text}
              </pre>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-muted">{t(m.nobody)}</p>
      )}
    </section>
  );
}
