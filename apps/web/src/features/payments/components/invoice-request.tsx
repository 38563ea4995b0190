import {
  INVOICE_MESSAGES,
  type InvoiceRequest,
  type InvoiceRequestInput,
  invoiceRequestSchema,
  type MyPayment,
} from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { ReceiptButton } from '../../../components/receipt-button';
import { Button } from '../../../components/ui/button';
import { controlClass, describedBy, Field } from '../../../components/ui/field';
import { useT, useText } from '../../../i18n/locale-context';
import { ApiError, messageOf } from '../../../lib/api-client';
import { creditNotePath, invoicePath, myPaymentsQuery, requestInvoice } from '../api/payments';
import { myPaymentMessages as m } from './messages';

/** Whether an order can have an invoice: money was taken for it and kept (a waived fee or a payment given back has none). */
export function invoiceable(p: MyPayment): boolean {
  return Boolean(p.receiptNumber) && !p.autoRefund && p.amountMinor > 0 && p.method !== 'waiver';
}

/** Her invoice of one order and the credit notes of its refunds, each to download. */
function InvoiceDocuments({ orderId, invoice }: { orderId: string; invoice: NonNullable<MyPayment['invoice']> }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-start gap-2">
      <ReceiptButton
        path={invoicePath(orderId)}
        word={t(m.invoiceButton)}
        label={t(m.invoiceNumber, { number: invoice.number })}
        failure={INVOICE_MESSAGES.downloadFailed}
        size="compact"
      />
      {invoice.creditNotes.map((n) => (
        <ReceiptButton
          key={n._id}
          path={creditNotePath(n._id)}
          word={t(m.creditNoteButton, { number: n.number })}
          failure={INVOICE_MESSAGES.downloadFailed}
          size="compact"
        />
      ))}
    </div>
  );
}

const FIELDS = [
  { name: 'name', label: m.billingName, autoComplete: 'billing name' },
  { name: 'address', label: m.billingAddress, autoComplete: 'billing street-address' },
  { name: 'taxNumber', label: m.taxNumber, autoComplete: 'off' },
] as const;

/** The billing details she gives for an invoice, checked by the shared rule before they are sent. */
export function InvoiceRequestForm({ orderId, onCancel }: { orderId: string; onCancel: () => void }) {
  const t = useT();
  const text = useText();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InvoiceRequestInput, unknown, InvoiceRequest>({
    resolver: zodResolver(invoiceRequestSchema),
    defaultValues: { name: '', address: '', taxNumber: '' },
  });
  const ask = useMutation({
    mutationFn: (body: InvoiceRequest) => requestInvoice(orderId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: myPaymentsQuery.queryKey }),
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await ask.mutateAsync({ ...body, taxNumber: body.taxNumber || null });
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.errors) {
        for (const [field, message] of Object.entries(err.errors)) {
          if (FIELDS.some((f) => f.name === field)) form.setError(field as Path<InvoiceRequestInput>, { message });
        }
      }
      setFailure(text(messageOf(err, INVOICE_MESSAGES.requestFailed)));
    }
  });
  const prefix = `invoice-${orderId}`;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t(m.invoiceFormTitle)} className="mt-3 w-full space-y-3">
      <p className="text-sm font-semibold text-ink">{t(m.invoiceFormTitle)}</p>
      {FIELDS.map(({ name, label, autoComplete }) => {
        const id = `${prefix}-${name}`;
        const error = errors[name]?.message;
        const props = {
          id,
          autoComplete,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy(id, { error }),
          className: controlClass(Boolean(error)),
          ...form.register(name),
        };
        return (
          <Field key={name} id={id} label={t(label)} error={error}>
            {name === 'address' ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
          </Field>
        );
      })}
      <p className="text-xs text-muted">{t(m.invoiceFormNote)}</p>
      {failure ? (
        <p role="alert" className="text-sm text-status-rejected">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={isSubmitting} className="px-4 py-2 text-sm">
          {t(m.invoiceSubmit)}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} className="px-4 py-2 text-sm">
          {t(m.invoiceCancel)}
        </Button>
      </div>
    </form>
  );
}

/** Under a payment that took money: her invoice and credit notes once issued, else the way to ask for one. */
export function PaymentInvoice({ p }: { p: MyPayment }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (p.invoice) return <InvoiceDocuments orderId={p._id} invoice={p.invoice} />;
  if (!invoiceable(p)) return null;
  if (!open) {
    return (
      <Button type="button" variant="secondary" onClick={() => setOpen(true)} className="px-3 py-1.5 text-xs">
        {t(m.invoiceAsk)}
      </Button>
    );
  }
  return <InvoiceRequestForm orderId={p._id} onCancel={() => setOpen(false)} />;
}
