import type { TodoKind, TodoState } from '@cq/shared';
import { useCallback } from 'react';
import { continentSlugOf, useContinentName } from '../../../i18n/common-messages';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { todosMessages as m } from './messages';

/** Each item's state for one delegate, as the back office names it. */
export const STATE_LABELS: Record<TodoState, MessageDescriptor> = {
  done: m.stateDone,
  waiting: m.stateWaiting,
  'sent-back': m.stateSentBack,
  due: m.stateDue,
  late: m.stateLate,
};

/** How an item is completed, as staff choose it. */
export const KIND_LABELS: Record<TodoKind, MessageDescriptor> = {
  file: m.kindFile,
  text: m.kindText,
  confirm: m.kindConfirm,
};

/** A continent stored by its English name, shown in the page's language; any other name as written. */
export function useContinent(): (name: string) => string {
  const continentName = useContinentName();
  return useCallback(
    (name: string) => {
      const slug = continentSlugOf(name);
      return slug ? continentName(slug) : name;
    },
    [continentName],
  );
}
