/** A compiled message: the values in, the words out. */
export type MessageFunction = (values: Record<string, unknown>) => string;

/**
 * The interface's English, compiled at build time (build/compile-messages.ts): each messages.ts registers its
 * own when it loads, so a page carries the English of the code it runs and nothing more.
 */
const english = new Map<string, MessageFunction>();

export function registerEnglish(messages: Readonly<Record<string, MessageFunction>>): void {
  for (const [id, fn] of Object.entries(messages)) english.set(id, fn);
}

export function englishMessage(id: string): MessageFunction | undefined {
  return english.get(id);
}
