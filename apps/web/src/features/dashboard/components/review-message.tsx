import { MessageSquareWarning } from 'lucide-react';
import { useT } from '../../../i18n/locale-context';
import { dashboardMessages as m } from '../messages';

/** What the organisers asked for when they sent the registration back; shown until the contestant resubmits. */
export function ReviewMessage({ message }: { message: string }) {
  const t = useT();
  return (
    <section aria-labelledby="review-message-heading" className="card border-s-4 border-s-status-rejected p-6">
      <div className="flex items-start gap-3">
        <MessageSquareWarning className="mt-1 h-5 w-5 shrink-0 text-status-rejected" aria-hidden />
        <div>
          <h2 id="review-message-heading" className="text-xl">
            {t(m.reviewHeading)}
          </h2>
          <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-ink">{message}</p>
          <p className="mt-3 text-sm text-muted">{t(m.reviewText)}</p>
        </div>
      </div>
    </section>
  );
}
