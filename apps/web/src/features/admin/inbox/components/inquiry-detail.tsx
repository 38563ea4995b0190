import type { InquiryDetail as Detail, InquiryKind } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button';
import { type Translate, useT } from '#web/i18n/locale-context';
import { messageOf } from '#web/lib/api-client';
import { Panel } from '../../components/admin-page';
import { useAdminFormat } from '../../components/format';
import { inquiryDetailQuery } from '../api/inquiry-detail';
import { useMarkHandled } from '../api/mark-handled';
import { inboxMessages as m } from '../messages';
import { ReplyForm } from './reply-form';

/** The sender's answers, label by label; the message itself is shown below them. */
function fieldsOf(inquiry: Detail, t: Translate): [string, string][] {
  if (inquiry.type === 'contact') return [[t(m.typeOfInquiry), inquiry.summary]];
  const f = inquiry.fields;
  return [
    [t(m.fieldTitle), f.title],
    [t(m.organisation), f.organization],
    [t(m.location), f.location],
    [t(m.contactNumber), f.contactNumber],
    [t(m.reference), f.reference],
    [t(m.interest), f.interest],
  ];
}

function HandledButton({ inquiry }: { inquiry: Detail }) {
  const t = useT();
  const mark = useMarkHandled(inquiry.type, inquiry._id);
  const next = !inquiry.handled;
  return (
    <Button
      variant="secondary"
      className="px-4 py-2"
      busy={mark.isPending}
      onClick={() =>
        mark.mutate(next, {
          onSuccess: ({ message }) => toast.success(message ?? t(m.saved)),
          onError: (err) => toast.error(messageOf(err, t(m.updateFailed))),
        })
      }
    >
      {next ? <CheckCircle2 className="h-4 w-4" aria-hidden /> : <RotateCcw className="h-4 w-4" aria-hidden />}
      {t(next ? m.markHandled : m.markUnhandled)}
    </Button>
  );
}

/** One message in full: who wrote, every field, earlier replies and the reply form. */
export function InquiryDetail({
  type,
  id,
  canUpdate,
  onClose,
}: {
  type: InquiryKind;
  id: string;
  canUpdate: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const dates = useAdminFormat();
  const { data: inquiry, isPending, error } = useQuery(inquiryDetailQuery(type, id));
  const back = (
    <Button variant="ghost" className="mb-3 px-3 py-1.5 2xl:hidden" onClick={onClose}>
      <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden /> {t(m.back)}
    </Button>
  );
  if (isPending || error || !inquiry) {
    return (
      <Panel>
        {back}
        <p role={error ? 'alert' : undefined} className="text-sm text-muted">
          {error ? messageOf(error, t(m.messageFailed)) : t(m.loading)}
        </p>
      </Panel>
    );
  }
  const words = inquiry.type === 'contact' ? inquiry.fields.message : inquiry.fields.proposal;
  return (
    <Panel title={inquiry.summary} actions={canUpdate ? <HandledButton inquiry={inquiry} /> : undefined}>
      {back}
      <p className="text-sm">
        <span className="font-semibold text-ink">{inquiry.name}</span>{' '}
        <a className="text-primary-main underline" href={`mailto:${inquiry.email}`}>
          {inquiry.email}
        </a>
      </p>
      <p className="mt-1 text-xs text-muted">
        {t(m[inquiry.type])} · {t(m.receivedOn, { date: dates.dateTime(inquiry.createdAt) })} ·{' '}
        {inquiry.handled
          ? inquiry.handledBy
            ? t(m.handledOnBy, { date: dates.dateTime(inquiry.handledAt), name: inquiry.handledBy.name })
            : t(m.handledOn, { date: dates.dateTime(inquiry.handledAt) })
          : t(m.notHandled)}
      </p>
      <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {fieldsOf(inquiry, t).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-muted">{label}</dt>
            <dd className="break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 text-sm font-semibold text-muted">
        {t(inquiry.type === 'contact' ? m.message : m.proposal)}
      </h3>
      <p className="mt-1 whitespace-pre-wrap rounded-xl bg-ivory p-4 text-sm text-ink">{words}</p>

      <h3 className="mt-6 text-sm font-semibold text-muted">{t(m.replies, { count: inquiry.replies.length })}</h3>
      {inquiry.replies.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{t(m.noReply)}</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {inquiry.replies.map((r) => (
            <li key={r._id} className="rounded-xl border border-hairline p-3 text-sm">
              <p className="font-semibold text-ink">{r.subject}</p>
              <p className="text-xs text-muted">
                {r.author?.name ?? t(m.formerStaff)} · {dates.dateTime(r.createdAt)} ·{' '}
                {t(m.sentTo, { email: r.toEmail })}
              </p>
              <p className="mt-2 whitespace-pre-wrap text-ink">{r.body}</p>
            </li>
          ))}
        </ol>
      )}
      {canUpdate ? (
        <div className="mt-6 border-t border-hairline pt-5">
          <h3 className="mb-3 font-serif text-base font-semibold text-primary-dark">{t(m.replyByEmail)}</h3>
          <ReplyForm key={inquiry._id} inquiry={inquiry} />
        </div>
      ) : null}
    </Panel>
  );
}
