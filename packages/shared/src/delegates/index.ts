export * from './profile';
export * from './todos';
