/** The query keys of the audit log: one entry per filter and page. */
export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (query: string) => ['admin', 'audit', query] as const,
};
