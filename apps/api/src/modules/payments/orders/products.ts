import type { OrderClosedReason } from '@cq/shared';
import type { Tx } from '#api/db/client';
import type { OrderRow, UserRow } from '#api/db/schema';
import type { MailBrand } from '#api/mail';
import type { Payer } from '#api/payments';

/**
 * A thing the site sells (the registration fee, a vote pack, whatever comes next). Payments keeps the order —
 * planning, starting and resuming it at the provider, recording what the provider says, refunding — and asks the
 * product what the order means for her: what is credited once it is paid, what goes back once it is refunded, and
 * whether a payment that arrives is taken at all. Each product registers itself (registerOrderProduct) from its
 * own module, so payments knows no product by name.
 */
export interface OrderProduct {
  /** The order's `product` column. */
  id: string;
  /** The page the payer comes back to from the checkout (a zero amount goes straight there). */
  returnPath: string;
  /** How a receipt of a partial refund names what she paid for. */
  receipt: 'fee' | 'pack';
  /**
   * Why a payment arriving for an open order of this product is not taken (then it is refunded automatically), or
   * null. Runs in the transaction that records the payment, under her row's lock.
   */
  refusal?(tx: Tx, order: OrderRow): Promise<OrderClosedReason | null>;
  /** The order is paid and taken: credit it and send her receipt (once per order, in the recording transaction). */
  paid(tx: Tx, paid: { brand: MailBrand; user: UserRow; order: OrderRow; paidAt: Date }): Promise<void>;
  /** An attempt failed (the order is updated already). */
  failed?(tx: Tx, failed: { user: UserRow; order: OrderRow }): Promise<void>;
  /** Refunded in full, for an order that had been taken: take back what was credited and tell her. */
  refunded(
    tx: Tx,
    refunded: { brand: MailBrand; user: UserRow; order: OrderRow; lastRefundMinor: number },
  ): Promise<void>;
}

/** What she buys this time: the price before any code, with the item columns the order keeps. */
export interface OrderItem {
  amountMinor: number;
  currency: string;
  voteId?: string | null;
  packVotes?: number | null;
}

/** One purchase of a product (startOrder): the product's checks and terms for this request. */
export interface OrderSale {
  product: OrderProduct;
  /**
   * Bought once (the fee): an open order found paid while resuming ends the purchase ("already paid"); otherwise
   * (a pack) the paid order is recorded and a new one is made.
   */
  once: boolean;
  /** What the provider's checkout shows, where it can. */
  description?: string;
  /**
   * Under her row's lock, in the transaction that plans her order: refuse (throw), or say who pays, what, and the
   * coupon code she gave (checked by payments against the price).
   */
  prepare(tx: Tx, user: UserRow): Promise<{ payer: Payer; item: OrderItem; couponCode?: string }>;
}

const products = new Map<string, OrderProduct>();

/** A product's module registers it when the app starts; registering it again (another app in one process) is harmless. */
export function registerOrderProduct(product: OrderProduct): void {
  products.set(product.id, product);
}

/** The product an order is for; an order of a product no module registered is a programming error. */
export function productOf(order: Pick<OrderRow, 'product'>): OrderProduct {
  const product = products.get(order.product);
  if (!product) throw new Error(`no order product registered for '${order.product}'`);
  return product;
}

/** What every receipt e-mail says of her and the order. */
export function receiptDetails(user: UserRow, order: OrderRow) {
  return {
    firstName: user.firstName,
    language: user.language,
    amountMinor: order.amountMinor,
    currency: order.currency,
    reference: order.reference,
    provider: order.provider,
    ...(order.manualMethod ? { manualMethod: order.manualMethod } : {}),
  };
}
