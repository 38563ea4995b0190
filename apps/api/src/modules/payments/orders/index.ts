// The order flow, for everything the site sells (docs/architecture.md, "Payments"): a product's module imports
// from here, never from the files behind it.
export { cancelAtProviders, sendAutomaticRefund } from './automatic-refunds';
export {
  type OrderItem,
  type OrderProduct,
  type OrderSale,
  productOf,
  receiptDetails,
  registerOrderProduct,
} from './products';
export { type RecordMeta, type RecordResult, type RecordSource, recordOutcome } from './record';
export { orderErrors } from './route-errors';
export { startOrder } from './start';
