import { emptyRegistrationForm, normaliseRegistrationForm, type RegistrationForm } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { contestantKeys } from '../../contestants';
import { fetchDraft } from './draft';
import { fetchSubmittedForm } from './submitted-form';

export interface FormSource {
  form: RegistrationForm;
  revision: number;
}

/**
 * What the form starts from: the saved draft (an edit session's draft starts
 * as a copy of the submitted form), or in edit mode the submitted form itself.
 * Always read fresh (the form waits for isFetchedAfterMount), never from a
 * cache another tab could have outdated.
 */
export function useFormSource(contestantId: string | null, mode: 'create' | 'edit') {
  return useQuery({
    queryKey: [...contestantKeys.draft(contestantId ?? 'none'), mode],
    enabled: Boolean(contestantId),
    staleTime: 0,
    refetchOnWindowFocus: false,
    queryFn: async (): Promise<FormSource> => {
      const id = contestantId as string;
      const draft = await fetchDraft(id);
      if (draft.draftFormData)
        return { form: normaliseRegistrationForm(draft.draftFormData), revision: draft.draftRevision };
      if (mode === 'edit') return { form: await fetchSubmittedForm(id), revision: draft.draftRevision };
      return { form: emptyRegistrationForm(), revision: draft.draftRevision };
    },
  });
}
