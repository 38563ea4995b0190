import { type AdminPayment, canStaff, hasReceipt, VOTE_PACK_PRODUCT } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ReceiptButton } from '../../../components/receipt-button';
import { useSession } from '../../session';
import { AdminPage, ErrorNotice } from '../components/admin-page';
import { type Column, DataTable } from '../components/data-table';
import { FilteredPagination } from '../components/pagination';
import { useFilters } from '../components/use-filters';
import { downloadCsv } from '../contestants/api/export-csv';
import { ExportButton } from '../contestants/components/export-button';
import { paymentsListQuery } from './api/payments-list';
import { AccountingExportPanel } from './components/accounting-export-panel';
import { CouponsPanel } from './components/coupons-panel';
import { adminReceiptPath } from './components/payer-payments';
import { PaymentDetailDialog } from './components/payment-detail-dialog';
import { PAYMENT_FILTERS, PaymentFilters } from './components/payment-filters';
import { PaymentStatus } from './components/payment-status';
import { PaymentTotals } from './components/payment-totals';
import { paymentsMessages as m } from './messages';
import { usePaymentWords } from './use-payment-words';

/**
 * /admin/payments: every order (the fee, vote packs), read only, with each order's log; the coupon codes in their
 * own section below the orders.
 */
export default function PaymentsPage() {
  const filters = useFilters(PAYMENT_FILTERS);
  const { data, isPending, isFetching, error } = useQuery(paymentsListQuery(filters.query));
  const [openId, setOpenId] = useState<string | null>(null);
  const { user } = useSession();
  const words = usePaymentWords();
  const { t, money, dateTime } = words;
  // The CSV takes the list's filters, every page, and ends with the paid totals per currency.
  const exportFilters = useMemo(() => {
    const q = new URLSearchParams(filters.query);
    q.delete('page');
    return q.toString();
  }, [filters.query]);

  // Status first, then what a reader scans for: the order, who paid, how much, when. Seven columns that fit the
  // back office at 1280 px: the product and provider sit under the reference, the coupon and refunds under the
  // amount, the paid day under the created day.
  const columns: Column<AdminPayment>[] = [
    {
      key: 'status',
      header: t(m.status),
      className: 'w-32',
      cell: (p) => (
        <>
          <PaymentStatus status={p.status} />
          {p.failureReason && p.status !== 'paid' ? (
            <span className="mt-1 block text-xs text-muted [overflow-wrap:anywhere]">{p.failureReason}</span>
          ) : null}
        </>
      ),
    },
    {
      key: 'order',
      header: t(m.order),
      cell: (p) => (
        <>
          <button
            type="button"
            className="whitespace-nowrap font-mono text-[11px] font-semibold text-primary-main hover:underline"
            onClick={() => setOpenId(p._id)}
          >
            {p.reference}
          </button>
          <span className="block text-xs text-muted">
            {t(p.product === VOTE_PACK_PRODUCT ? m.votePack : m.registrationFee)} ·{' '}
            {p.method ? words.method(p.method) : words.provider(p.provider)}
          </span>
        </>
      ),
    },
    {
      key: 'payer',
      header: t(m.payer),
      cell: (p) => (
        <>
          <span className="block text-ink">{p.name}</span>
          <span className="block text-xs text-muted [overflow-wrap:anywhere]">{p.email}</span>
        </>
      ),
    },
    {
      key: 'amount',
      header: t(m.amount),
      className: 'text-end',
      cell: (p) => (
        <>
          <span className="block whitespace-nowrap font-semibold tabular-nums text-ink">
            {money(p.amountMinor, p.currency)}
          </span>
          {p.couponCode ? (
            <span className="block whitespace-nowrap text-xs text-muted">
              <span className="font-mono">{p.couponCode}</span> −{money(p.discountMinor, p.currency)}
            </span>
          ) : null}
          {p.refundedMinor > 0 ? (
            <span className="block whitespace-nowrap text-xs text-status-submitted">
              {t(m.refundedAmount, { amount: money(p.refundedMinor, p.currency) })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'dates',
      header: t(m.dates),
      cell: (p) => (
        <span className="block whitespace-nowrap text-xs">
          <span className="block">{t(m.createdAt, { date: dateTime(p.createdAt) })}</span>
          {p.paidAt ? <span className="block text-muted">{t(m.paidAt, { date: dateTime(p.paidAt) })}</span> : null}
        </span>
      ),
    },
    {
      key: 'receipt',
      header: <span className="sr-only">{t(m.receipt)}</span>,
      className: 'w-12',
      cell: (p) =>
        hasReceipt(p.status) ? (
          <ReceiptButton
            path={adminReceiptPath(p._id)}
            label={t(m.downloadReceipt, { reference: p.reference })}
            size="icon"
          />
        ) : null,
    },
  ];

  return (
    <AdminPage
      title={t(m.title)}
      description={t(m.description)}
      actions={
        canStaff(user, 'payments', 'export') ? (
          <ExportButton download={() => downloadCsv(`/admin/payments/export.csv?${exportFilters}`)} />
        ) : null
      }
    >
      <PaymentFilters values={filters.values} onChange={filters.set} />
      <ErrorNotice error={error} fallback={t(m.loadFailed)} />
      {data ? <PaymentTotals totals={data.totals} total={data.total} /> : null}
      <DataTable
        caption={t(m.title)}
        columns={columns}
        rows={data?.payments ?? []}
        rowKey={(p) => p._id}
        busy={isPending || isFetching}
        empty={t(m.empty)}
      />
      <FilteredPagination list={data} filters={filters} />
      {canStaff(user, 'payments', 'export') ? <AccountingExportPanel /> : null}
      <CouponsPanel />
      <PaymentDetailDialog id={openId} onClose={() => setOpenId(null)} />
    </AdminPage>
  );
}
