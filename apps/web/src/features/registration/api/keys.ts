/** Query keys of the registration area, so each mutation can refresh what it changed. */
export const registrationKeys = {
  me: ['contestants', 'me'] as const,
  draft: (id: string) => ['contestants', id, 'draft'] as const,
  media: (id: string) => ['contestants', id, 'media'] as const,
  editStatus: (id: string) => ['contestants', id, 'edit-status'] as const,
  submittedForm: (id: string) => ['contestants', id, 'submitted-form'] as const,
};
