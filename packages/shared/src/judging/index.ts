export * from './advancement';
export * from './api';
export * from './canonical';
export * from './entries';
export * from './format';
export * from './rules';
export * from './sheet';
export * from './tabulate';
