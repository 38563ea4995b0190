import type { TodoKind, TodoState } from '@cq/shared';
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
