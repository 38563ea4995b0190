import { MANUAL_PAYMENT_METHODS, type ManualPaymentBody, manualPaymentBodySchema } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { controlClass, describedBy, Field } from '#web/components/ui/field';
import { SelectControl } from '#web/components/ui/select-control';
import { useT } from '#web/i18n/locale-context';
import { ApiError, messageOf } from '#web/lib/api-client';
import { Panel } from '../../components/admin-page';
import { useRecordPayment } from '../api/record-payment';
import { contestantsMessages as m } from '../messages';
import { METHOD } from '../use-labels';

type Input = z.input<typeof manualPaymentBodySchema>;

/**
 * For a contestant whose fee is not paid: record it paid by bank transfer or cash (with its reference), or
 * waive it (with why). Confirmed first: it opens her registration form and e-mails her at once.
 */
export function RecordPaymentPanel({ userId, firstName }: { userId: string; firstName: string }) {
  const t = useT();
  const record = useRecordPayment(userId);
  const form = useForm<Input, unknown, ManualPaymentBody>({
    resolver: zodResolver(manualPaymentBodySchema),
    defaultValues: { method: 'bank_transfer', reference: '', note: '' },
  });
  const [confirming, setConfirming] = useState<ManualPaymentBody | null>(null);
  const method = form.watch('method');
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    setConfirming({ ...body, reference: body.reference || undefined, note: body.note || undefined }),
  );
  const confirm = () => {
    if (!confirming) return;
    record.mutate(confirming, {
      onSuccess: ({ message }) => {
        toast.success(message ?? t(m.paymentRecorded));
        setConfirming(null);
      },
      onError: (err) => {
        setConfirming(null);
        if (err instanceof ApiError && err.errors) {
          for (const [field, message] of Object.entries(err.errors)) {
            if (field === 'reference' || field === 'note') form.setError(field, { type: 'server', message });
          }
        }
        toast.error(messageOf(err, t(m.paymentFailedToRecord)));
      },
    });
  };

  const waiver = method === 'waiver';
  const referenceError = errors.reference?.message;
  const noteError = errors.note?.message;
  return (
    <Panel title={t(m.feeNotPaid)}>
      <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={t(m.recordAPayment)}>
        <p className="text-sm text-muted">{t(m.paymentIntro, { firstName })}</p>
        <Field id="manual-method" label={t(m.how)}>
          <SelectControl id="manual-method" className="h-11 py-2 text-sm" {...form.register('method')}>
            {MANUAL_PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {t(METHOD[method])}
              </option>
            ))}
          </SelectControl>
        </Field>
        {waiver ? null : (
          <Field id="manual-reference" label={t(m.reference)} error={referenceError} hint={t(m.referenceHint)}>
            <input
              id="manual-reference"
              maxLength={100}
              aria-invalid={referenceError ? true : undefined}
              aria-describedby={describedBy('manual-reference', {
                error: referenceError,
                hint: t(m.referenceHint),
              })}
              className={controlClass(Boolean(referenceError), 'text-sm')}
              {...form.register('reference')}
            />
          </Field>
        )}
        <Field id="manual-note" label={waiver ? t(m.whyWaived) : t(m.noteOptional)} error={noteError}>
          <textarea
            id="manual-note"
            rows={2}
            maxLength={500}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={describedBy('manual-note', { error: noteError })}
            className={controlClass(Boolean(noteError), 'text-sm')}
            {...form.register('note')}
          />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" busy={record.isPending} className="px-4 py-2">
            <Banknote className="h-4 w-4" aria-hidden /> {waiver ? t(m.waiveTheFee) : t(m.recordThePayment)}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        type="warning"
        title={confirming?.method === 'waiver' ? t(m.waiveTitle) : t(m.recordTitle)}
        message={
          confirming?.method === 'waiver'
            ? t(m.waiveMessage, { firstName })
            : t(m.recordMessage, {
                firstName,
                method: confirming?.method ?? 'bank_transfer',
                reference: confirming?.reference ?? '',
              })
        }
        confirmText={confirming?.method === 'waiver' ? t(m.waive) : t(m.record)}
        busy={record.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </Panel>
  );
}
