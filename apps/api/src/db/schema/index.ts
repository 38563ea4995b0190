// One schema for PGlite and PostgreSQL; each area keeps its tables in its own file.
export * from './settings';
export * from './themes';
