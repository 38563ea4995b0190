export * from './locales';
export * from './text';
export * from './written';
export * from './written-rules';
