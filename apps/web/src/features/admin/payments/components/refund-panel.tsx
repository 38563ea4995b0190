import {
  type AdminRefund,
  fromMinorUnits,
  REFUND_MESSAGES,
  REFUND_STATE_LABELS,
  type RefundBody,
  refundBodySchema,
  toMinorUnits,
} from '@cq/shared';
import { Undo2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { controlClass, describedBy, Field } from '../../../../components/ui/field';
import { ApiError, messageOf } from '../../../../lib/api-client';
import { formatDateTime, formatMoney } from '../../components/format';
import { useRefundPayment } from '../api/refund-payment';

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** An order's refunds, oldest first. */
export function RefundList({ refunds }: { refunds: AdminRefund[] }) {
  if (refunds.length === 0) return <p className="text-sm text-muted">No refunds.</p>;
  return (
    <ul className="space-y-2" aria-label="Refunds">
      {refunds.map((r) => (
        <li key={r._id} className="rounded-lg border border-hairline p-3 text-sm">
          <p className="font-semibold text-ink">
            {formatMoney(r.amountMinor, r.currency)} · {REFUND_STATE_LABELS[r.state]}
          </p>
          <p className="text-xs text-muted">
            {formatDateTime(r.createdAt)}
            {r.providerRefundId ? ` · ${r.providerRefundId}` : ''}
          </p>
          <p className="mt-1 text-muted">{r.reason}</p>
          {r.failureReason ? <p className="mt-1 text-xs text-status-rejected">{r.failureReason}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Refund (part of) a paid order: the amount prefilled with what remains, the reason required, then a confirmation.
 * The request carries a key made when the form is shown, so a second click never refunds twice; a new key is made
 * once the server has answered.
 */
export function RefundForm({
  orderId,
  currency,
  refundableMinor,
}: {
  orderId: string;
  currency: string;
  refundableMinor: number;
}) {
  const refund = useRefundPayment(orderId);
  const [amount, setAmount] = useState(fromMinorUnits(refundableMinor).toFixed(2));
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<{ amountMinor?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState<RefundBody | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = amount.trim();
    if (!AMOUNT.test(trimmed)) {
      setErrors({ amountMinor: REFUND_MESSAGES.amountFormat });
      return;
    }
    const parsed = refundBodySchema.safeParse({
      amountMinor: toMinorUnits(Number(trimmed)),
      reason,
      idempotencyKey: key,
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'amountMinor' || field === 'reason') next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setConfirming(parsed.data);
  };

  const confirm = () => {
    if (!confirming) return;
    refund.mutate(confirming, {
      onSuccess: ({ message }) => {
        toast.success(message ?? REFUND_MESSAGES.requested);
        setConfirming(null);
        setReason('');
        setKey(crypto.randomUUID());
      },
      onError: (err) => {
        setConfirming(null);
        // Answered: this request is decided, a new one gets a new key. Unanswered: the same key, so a retry is safe.
        if (err instanceof ApiError && err.fromServer) setKey(crypto.randomUUID());
        if (err instanceof ApiError && err.errors) {
          setErrors({ amountMinor: err.errors.amountMinor, reason: err.errors.reason });
        }
        toast.error(messageOf(err, 'The refund could not be made. Please try again.'));
      },
    });
  };

  const remaining = formatMoney(refundableMinor, currency);
  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Refund">
        <p className="text-sm text-muted">Up to {remaining} can be refunded.</p>
        <Field id="refund-amount" label={`Amount (${currency})`} error={errors.amountMinor}>
          <input
            id="refund-amount"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={errors.amountMinor ? true : undefined}
            aria-describedby={describedBy('refund-amount', { error: errors.amountMinor })}
            className={controlClass(Boolean(errors.amountMinor), 'text-sm')}
          />
        </Field>
        <Field id="refund-reason" label="Reason" required error={errors.reason}>
          <textarea
            id="refund-reason"
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={describedBy('refund-reason', { error: errors.reason })}
            className={controlClass(Boolean(errors.reason), 'text-sm')}
          />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" variant="danger" busy={refund.isPending} className="px-4 py-2">
            <Undo2 className="h-4 w-4" aria-hidden /> Refund
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        type="danger"
        title="Refund this payment?"
        message={`${formatMoney(confirming?.amountMinor ?? 0, currency)} goes back to the payer through the order’s provider. This cannot be undone.`}
        confirmText="Refund"
        busy={refund.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
