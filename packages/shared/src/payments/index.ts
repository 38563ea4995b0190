export * from './api';
export * from './messages';
