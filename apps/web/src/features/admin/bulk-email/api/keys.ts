/** The bulk e-mail page's cache keys. */
export const bulkEmailKeys = {
  all: ['admin', 'bulk-emails'] as const,
  templates: ['admin', 'bulk-email-templates'] as const,
};
