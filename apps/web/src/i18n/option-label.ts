import { useCallback } from 'react';
import { useT } from './locale-context';
import type { MessageDescriptor } from './message-descriptor';

/** The labels of a stored choice's values (gender, continent…), by value. */
export type OptionMessages = Readonly<Record<string, MessageDescriptor>>;

/** A stored value's label in the page's language; a value the list does not know shows as it is. */
export function useOptionLabel(): (messages: OptionMessages, value: string) => string {
  const t = useT();
  return useCallback(
    (messages: OptionMessages, value: string) => {
      const message = Object.hasOwn(messages, value) ? messages[value] : undefined;
      return message ? t(message) : value;
    },
    [t],
  );
}
