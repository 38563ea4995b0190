import {
  type AdminPayment,
  canStaff,
  hasReceipt,
  MANUAL_PAYMENT_LABELS,
  PAYMENT_PROVIDER_LABELS,
  VOTE_PACK_PRODUCT,
} from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ReceiptButton } from '../../../components/receipt-button';
import { messageOf } from '../../../lib/api-client';
import { useSession } from '../../session';
import { AdminPage } from '../components/admin-page';
import { type Column, DataTable } from '../components/data-table';
import { formatDateTime, formatMoney } from '../components/format';
import { Pagination } from '../components/pagination';
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

/**
 * /admin/payments: every order (the fee, vote packs), read only, with each order's log; the coupon codes in their
 * own section below the orders.
 */
export default function PaymentsPage() {
  const filters = useFilters(PAYMENT_FILTERS);
  const { data, isPending, isFetching, error } = useQuery(paymentsListQuery(filters.query));
  const [openId, setOpenId] = useState<string | null>(null);
  const { user } = useSession();
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
      header: 'Status',
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
      header: 'Order',
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
            {p.product === VOTE_PACK_PRODUCT ? 'Vote pack' : 'Registration fee'} ·{' '}
            {p.method ? MANUAL_PAYMENT_LABELS[p.method] : PAYMENT_PROVIDER_LABELS[p.provider]}
          </span>
        </>
      ),
    },
    {
      key: 'payer',
      header: 'Payer',
      cell: (p) => (
        <>
          <span className="block text-ink">{p.name}</span>
          <span className="block text-xs text-muted [overflow-wrap:anywhere]">{p.email}</span>
        </>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      className: 'text-end',
      cell: (p) => (
        <>
          <span className="block whitespace-nowrap font-semibold tabular-nums text-ink">
            {formatMoney(p.amountMinor, p.currency)}
          </span>
          {p.couponCode ? (
            <span className="block whitespace-nowrap text-xs text-muted">
              <span className="font-mono">{p.couponCode}</span> −{formatMoney(p.discountMinor, p.currency)}
            </span>
          ) : null}
          {p.refundedMinor > 0 ? (
            <span className="block whitespace-nowrap text-xs text-status-submitted">
              Refunded {formatMoney(p.refundedMinor, p.currency)}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'dates',
      header: 'Dates',
      cell: (p) => (
        <span className="block whitespace-nowrap text-xs">
          <span className="block">Created {formatDateTime(p.createdAt)}</span>
          {p.paidAt ? <span className="block text-muted">Paid {formatDateTime(p.paidAt)}</span> : null}
        </span>
      ),
    },
    {
      key: 'receipt',
      header: <span className="sr-only">Receipt</span>,
      className: 'w-12',
      cell: (p) =>
        hasReceipt(p.status) ? (
          <ReceiptButton path={adminReceiptPath(p._id)} label={`Download the receipt of ${p.reference}`} size="icon" />
        ) : null,
    },
  ];

  return (
    <AdminPage
      title="Payments"
      description="Registration fee orders and what each provider reported about them."
      actions={
        canStaff(user, 'payments', 'export') ? (
          <ExportButton download={() => downloadCsv(`/admin/payments/export.csv?${exportFilters}`)} />
        ) : null
      }
    >
      <PaymentFilters values={filters.values} onChange={filters.set} />
      {error ? (
        <p role="alert" className="mb-4 rounded-xl bg-status-rejected/10 p-4 text-sm text-status-rejected">
          {messageOf(error, 'The payments could not be loaded.')}
        </p>
      ) : null}
      {data ? <PaymentTotals totals={data.totals} total={data.total} /> : null}
      <DataTable
        caption="Payments"
        columns={columns}
        rows={data?.payments ?? []}
        rowKey={(p) => p._id}
        busy={isPending || isFetching}
        empty="No payments match these filters."
      />
      {data ? (
        <Pagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={(page) => filters.set({ page: String(page) })}
        />
      ) : null}
      {canStaff(user, 'payments', 'export') ? <AccountingExportPanel /> : null}
      <CouponsPanel />
      <PaymentDetailDialog id={openId} onClose={() => setOpenId(null)} />
    </AdminPage>
  );
}
