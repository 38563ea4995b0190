export * from './country';
export * from './profile';
export * from './todos';
