export * from './api';
export * from './messages';
export * from './receipts';
