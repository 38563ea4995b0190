export * from './api';
export * from './coupons';
export * from './messages';
export * from './receipts';
