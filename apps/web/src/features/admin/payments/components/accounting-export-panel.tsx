import { type AccountingExportQuery, accountingExportQuerySchema } from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button';
import { controlClass, describedBy, Field } from '#web/components/ui/field';
import { messageOf } from '#web/lib/api-client';
import { Panel } from '../../components/admin-page';
import { downloadCsv } from '../../contestants/api/export-csv';
import { paymentsMessages as m } from '../messages';
import { usePaymentWords } from '../use-payment-words';

/** The first and last day of the previous calendar month (UTC): the period an accountant most often asks for. */
function lastMonth(today = new Date()): AccountingExportQuery {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/**
 * The accounting export: staff pick a period of days (UTC) and download every charge and refund of it, with the
 * invoice and credit note numbers, as CSV.
 */
export function AccountingExportPanel() {
  const [busy, setBusy] = useState(false);
  const { t } = usePaymentWords();
  const form = useForm<AccountingExportQuery>({
    resolver: zodResolver(accountingExportQuerySchema),
    defaultValues: lastMonth(),
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async ({ from, to }) => {
    setBusy(true);
    try {
      const name = await downloadCsv(`/admin/payments/accounting.csv?${new URLSearchParams({ from, to }).toString()}`);
      toast.success(t(m.downloaded, { name }));
    } catch (err) {
      toast.error(messageOf(err, t(m.accountingFailed)));
    } finally {
      setBusy(false);
    }
  });
  const fields = [
    { name: 'from', label: t(m.firstDay) },
    { name: 'to', label: t(m.lastDay) },
  ] as const;
  return (
    <Panel title={t(m.accountingExport)}>
      <p className="mb-4 text-sm text-muted">{t(m.accountingIntro)}</p>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={t(m.accountingExport)}
        className="flex flex-wrap items-end gap-4"
      >
        {fields.map(({ name, label }) => {
          const id = `accounting-${name}`;
          const error = errors[name]?.message;
          return (
            <Field key={name} id={id} label={label} error={error}>
              <input
                id={id}
                type="date"
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, { error })}
                className={controlClass(Boolean(error))}
                {...form.register(name)}
              />
            </Field>
          );
        })}
        <Button type="submit" busy={busy} className="px-5 py-2.5">
          {t(m.downloadCsv)}
        </Button>
      </form>
    </Panel>
  );
}
