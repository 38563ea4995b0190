/**
 * The query keys of the contestant record and what hangs off it. Every key starts with
 * `all`, so one invalidation refreshes everything the portal knows of the record (after a payment).
 */
export const contestantKeys = {
  all: ['contestants'] as const,
  me: ['contestants', 'me'] as const,
  draft: (id: string) => ['contestants', id, 'draft'] as const,
  media: (id: string) => ['contestants', id, 'media'] as const,
  editStatus: (id: string) => ['contestants', id, 'edit-status'] as const,
  submittedForm: (id: string) => ['contestants', id, 'submitted-form'] as const,
};
