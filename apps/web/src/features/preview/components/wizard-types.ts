import type { RegistrationDraft } from '@cq/shared';

/** Changes the draft: the recipe edits a copy. */
export type Patch = (recipe: (draft: RegistrationDraft) => void) => void;

export interface StepProps {
  draft: RegistrationDraft;
  patch: Patch;
}
