import { type InquiryDetail as Detail, INQUIRY_KIND_LABELS, type InquiryKind } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { messageOf } from '../../../../lib/api-client';
import { Panel } from '../../components/admin-page';
import { formatDateTime } from '../../components/format';
import { inquiryDetailQuery } from '../api/inquiry-detail';
import { useMarkHandled } from '../api/mark-handled';
import { ReplyForm } from './reply-form';

/** The sender's answers, label by label; the message itself is shown below them. */
function fieldsOf(inquiry: Detail): [string, string][] {
  if (inquiry.type === 'contact') return [['Type of inquiry', inquiry.summary]];
  const f = inquiry.fields;
  return [
    ['Title', f.title],
    ['Organisation', f.organization],
    ['Location', f.location],
    ['Contact number', f.contactNumber],
    ['Reference', f.reference],
    ['Area of interest', f.interest],
  ];
}

function HandledButton({ inquiry }: { inquiry: Detail }) {
  const mark = useMarkHandled(inquiry.type, inquiry._id);
  const next = !inquiry.handled;
  return (
    <Button
      variant="secondary"
      className="px-4 py-2"
      busy={mark.isPending}
      onClick={() =>
        mark.mutate(next, {
          onSuccess: ({ message }) => toast.success(message ?? 'Saved.'),
          onError: (err) => toast.error(messageOf(err, 'The message could not be updated. Please try again.')),
        })
      }
    >
      {next ? <CheckCircle2 className="h-4 w-4" aria-hidden /> : <RotateCcw className="h-4 w-4" aria-hidden />}
      {next ? 'Mark handled' : 'Mark unhandled'}
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
  const { data: inquiry, isPending, error } = useQuery(inquiryDetailQuery(type, id));
  const back = (
    <Button variant="ghost" className="mb-3 px-3 py-1.5 2xl:hidden" onClick={onClose}>
      <ArrowLeft className="h-4 w-4" aria-hidden /> Back to the inbox
    </Button>
  );
  if (isPending || error || !inquiry) {
    return (
      <Panel>
        {back}
        <p role={error ? 'alert' : undefined} className="text-sm text-muted">
          {error ? messageOf(error, 'The message could not be loaded.') : 'Loading…'}
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
        {INQUIRY_KIND_LABELS[inquiry.type]} · received {formatDateTime(inquiry.createdAt)} ·{' '}
        {inquiry.handled
          ? `handled ${formatDateTime(inquiry.handledAt)}${inquiry.handledBy ? ` by ${inquiry.handledBy.name}` : ''}`
          : 'not handled yet'}
      </p>
      <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {fieldsOf(inquiry).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-muted">{label}</dt>
            <dd className="break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 text-sm font-semibold text-muted">{inquiry.type === 'contact' ? 'Message' : 'Proposal'}</h3>
      <p className="mt-1 whitespace-pre-wrap rounded-xl bg-ivory p-4 text-sm text-ink">{words}</p>

      <h3 className="mt-6 text-sm font-semibold text-muted">Replies ({inquiry.replies.length})</h3>
      {inquiry.replies.length === 0 ? (
        <p className="mt-1 text-sm text-muted">No reply sent yet.</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {inquiry.replies.map((r) => (
            <li key={r._id} className="rounded-xl border border-hairline p-3 text-sm">
              <p className="font-semibold text-ink">{r.subject}</p>
              <p className="text-xs text-muted">
                {r.author?.name ?? 'Former staff member'} · {formatDateTime(r.createdAt)} · to {r.toEmail}
              </p>
              <p className="mt-2 whitespace-pre-wrap text-ink">{r.body}</p>
            </li>
          ))}
        </ol>
      )}
      {canUpdate ? (
        <div className="mt-6 border-t border-hairline pt-5">
          <h3 className="mb-3 font-serif text-base font-semibold text-primary-dark">Reply by e-mail</h3>
          <ReplyForm key={inquiry._id} inquiry={inquiry} />
        </div>
      ) : null}
    </Panel>
  );
}
