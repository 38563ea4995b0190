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
import { CouponsPanel } from './components/coupons-panel';
import { adminReceiptPath } from './components/payer-payments';
import { PaymentDetailDialog } from './components/payment-detail-dialog';
import { PAYMENT_FILTERS, PaymentFilters } from './components/payment-filters';
import { PaymentStatus } from './components/payment-status';
import { PaymentTotals } from './components/payment-totals';

/** /admin/payments: every order of the registration fee, read only, with each order's events. */
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

  const columns: Column<AdminPayment>[] = [
    {
      key: 'reference',
      header: 'Reference',
      cell: (p) => (
        <button
          type="button"
          className="font-mono text-xs font-semibold text-primary-main hover:underline"
          onClick={() => setOpenId(p._id)}
        >
          {p.reference}
        </button>
      ),
    },
    {
      key: 'product',
      header: 'For',
      cell: (p) => (p.product === VOTE_PACK_PRODUCT ? 'Vote pack' : 'Registration fee'),
    },
    {
      key: 'payer',
      header: 'Payer',
      cell: (p) => (
        <>
          <span className="block text-ink">{p.name}</span>
          <span className="block text-xs text-muted">{p.email}</span>
        </>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      cell: (p) => formatMoney(p.amountMinor, p.currency),
      className: 'whitespace-nowrap',
    },
    {
      key: 'coupon',
      header: 'Coupon',
      cell: (p) =>
        p.couponCode ? (
          <>
            <span className="block font-mono text-xs">{p.couponCode}</span>
            <span className="block text-xs text-muted">−{formatMoney(p.discountMinor, p.currency)}</span>
          </>
        ) : (
          '—'
        ),
      className: 'whitespace-nowrap',
    },
    {
      key: 'refunded',
      header: 'Refunded',
      cell: (p) => (p.refundedMinor > 0 ? formatMoney(p.refundedMinor, p.currency) : '—'),
      className: 'whitespace-nowrap',
    },
    {
      key: 'provider',
      header: 'Provider',
      cell: (p) => (
        <>
          {PAYMENT_PROVIDER_LABELS[p.provider]}
          {p.method ? <span className="block text-xs text-muted">{MANUAL_PAYMENT_LABELS[p.method]}</span> : null}
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (p) => (
        <>
          <PaymentStatus status={p.status} />
          {p.failureReason && p.status !== 'paid' ? (
            <span className="mt-1 block text-xs text-muted">{p.failureReason}</span>
          ) : null}
        </>
      ),
    },
    {
      key: 'receipt',
      header: 'Receipt',
      cell: (p) =>
        hasReceipt(p.status) ? (
          <ReceiptButton path={adminReceiptPath(p._id)} label={`Download the receipt of ${p.reference}`} size="icon" />
        ) : null,
    },
    { key: 'created', header: 'Created', cell: (p) => formatDateTime(p.createdAt), className: 'whitespace-nowrap' },
    { key: 'paid', header: 'Paid', cell: (p) => formatDateTime(p.paidAt), className: 'whitespace-nowrap' },
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
      <CouponsPanel />
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
      <PaymentDetailDialog id={openId} onClose={() => setOpenId(null)} />
    </AdminPage>
  );
}
