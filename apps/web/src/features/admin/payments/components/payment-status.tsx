import type { OrderStatus } from '@cq/shared';
import { usePaymentWords } from '../use-payment-words';

const LOOK: Record<OrderStatus, string> = {
  pending: 'bg-status-pending/10 text-status-pending',
  paid: 'bg-status-approved/10 text-status-approved',
  failed: 'bg-status-rejected/10 text-status-rejected',
  refunded: 'bg-status-submitted/10 text-status-submitted',
};

export function PaymentStatus({ status }: { status: OrderStatus }) {
  const words = usePaymentWords();
  return (
    <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${LOOK[status]}`}>
      {words.status(status)}
    </span>
  );
}
