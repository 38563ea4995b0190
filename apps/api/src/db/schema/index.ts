// One schema for PGlite and PostgreSQL; each area keeps its tables in its own file.

export * from './audit';
export * from './bulk-email';
export * from './consents';
export * from './contestants';
export * from './delegates';
export * from './inquiries';
export * from './judging';
export * from './live';
export * from './notifications';
export * from './outbox';
export * from './payments';
export * from './privacy';
export * from './rejection-reasons';
export * from './settings';
export * from './themes';
export * from './todos';
export * from './users';
export * from './voting';
