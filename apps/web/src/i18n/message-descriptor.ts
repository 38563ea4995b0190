/** One message of the interface: its id (namespace.area.key) and its English, in ICU MessageFormat. */
export interface MessageDescriptor {
  readonly id: string;
  readonly defaultMessage: string;
}

/**
 * Declares an area's messages. Write each as `{ id: '…', defaultMessage: '…' }` with one string literal: the
 * build compiles them (build/compile-messages.ts) and the catalogue check reads them.
 */
export function defineMessages<K extends string>(
  messages: Record<K, MessageDescriptor>,
): Readonly<Record<K, MessageDescriptor>> {
  return messages;
}
