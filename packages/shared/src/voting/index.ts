export * from './api';
export * from './packs';
export * from './rules';
