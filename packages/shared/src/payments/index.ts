export * from './api';
export * from './coupons';
export * from './invoices';
export * from './messages';
export * from './receipts';
