export * from './api';
export * from './on-air';
export * from './rules';
