import { fromMinorUnits, REFUND_MESSAGES, type RefundBody, refundBodySchema, toMinorUnits } from '@cq/shared';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { controlClass, describedBy, Field } from '#web/components/ui/field';
import { useText } from '#web/i18n/locale-context';
import { ApiError, messageOf } from '#web/lib/api-client';
import { schemaResolver } from '#web/lib/schema-resolver';
import { useRefundPayment } from '../api/refund-payment';
import { paymentsMessages as m } from '../messages';
import { usePaymentWords } from '../use-payment-words';

const AMOUNT = /^\d+(\.\d{1,2})?$/;

interface Draft {
  /** The amount as typed, in units of the currency ("25.00"). */
  amount: string;
  reason: string;
}

/** The refund's fields as the server's own schema checks them (its key is the form's, added when confirmed). */
const refundFields = refundBodySchema.pick({ amountMinor: true, reason: true });

/** What she typed, as the request: an amount that is not one is sent as no number, which the rule refuses. */
const resolver = schemaResolver<Draft, typeof refundFields>(
  refundFields,
  (d) => ({
    amountMinor: AMOUNT.test(d.amount.trim()) ? toMinorUnits(Number(d.amount.trim())) : null,
    reason: d.reason,
  }),
  (path) => (path[0] === 'reason' ? 'reason' : 'amount'),
);

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
  const { t, money } = usePaymentWords();
  const text = useText();
  const form = useForm<Draft, unknown, Pick<RefundBody, 'amountMinor' | 'reason'>>({
    resolver,
    defaultValues: { amount: fromMinorUnits(refundableMinor).toFixed(2), reason: '' },
  });
  const { errors } = form.formState;
  // An amount that is not written as one is asked for in the form it should take.
  const amountError = errors.amount
    ? AMOUNT.test(form.getValues('amount').trim())
      ? errors.amount.message
      : REFUND_MESSAGES.amountFormat
    : undefined;
  const reasonError = errors.reason?.message;
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [confirming, setConfirming] = useState<RefundBody | null>(null);

  const onSubmit = form.handleSubmit((fields) => setConfirming({ ...fields, idempotencyKey: key }));

  const confirm = () => {
    if (!confirming) return;
    refund.mutate(confirming, {
      onSuccess: ({ message }) => {
        toast.success(message ?? text(REFUND_MESSAGES.requested));
        setConfirming(null);
        form.setValue('reason', '');
        setKey(crypto.randomUUID());
      },
      onError: (err) => {
        setConfirming(null);
        // Answered: this request is decided, a new one gets a new key. Unanswered: the same key, so a retry is safe.
        if (err instanceof ApiError && err.fromServer) setKey(crypto.randomUUID());
        const answered = err instanceof ApiError ? err.errors : undefined;
        if (answered?.amountMinor) form.setError('amount', { message: answered.amountMinor });
        if (answered?.reason) form.setError('reason', { message: answered.reason });
        toast.error(messageOf(err, t(m.refundFailed)));
      },
    });
  };

  const remaining = money(refundableMinor, currency);
  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={t(m.refund)}>
        <p className="text-sm text-muted">{t(m.refundUpTo, { amount: remaining })}</p>
        <Field id="refund-amount" label={t(m.refundAmount, { currency })} error={amountError}>
          <input
            id="refund-amount"
            inputMode="decimal"
            aria-invalid={amountError ? true : undefined}
            aria-describedby={describedBy('refund-amount', { error: amountError })}
            className={controlClass(Boolean(amountError), 'text-sm')}
            {...form.register('amount')}
          />
        </Field>
        <Field id="refund-reason" label={t(m.reason)} required error={reasonError}>
          <textarea
            id="refund-reason"
            rows={2}
            maxLength={500}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={describedBy('refund-reason', { error: reasonError })}
            className={controlClass(Boolean(reasonError), 'text-sm')}
            {...form.register('reason')}
          />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" variant="danger" busy={refund.isPending} className="px-4 py-2">
            <Undo2 className="h-4 w-4" aria-hidden /> {t(m.refund)}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        type="danger"
        title={t(m.refundConfirmTitle)}
        message={t(m.refundConfirmMessage, { amount: money(confirming?.amountMinor ?? 0, currency) })}
        confirmText={t(m.refund)}
        busy={refund.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
