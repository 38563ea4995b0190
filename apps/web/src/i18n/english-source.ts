import type { MessageDescriptor } from './message-descriptor';

/**
 * Every English message of the interface: each area defines its words in a messages.ts (or *-messages.ts)
 * with defineMessages, the English as the default and an id whose first part names the catalogue file its
 * translations live in (catalogues/<locale>/<namespace>.json). Gathered for the catalogue check and the
 * pseudo-locale; the app itself never loads them all (each page's code carries its own).
 */
const modules = import.meta.glob<Record<string, unknown>>(['../**/messages.ts', '../**/*-messages.ts'], {
  eager: true,
});

const isDescriptor = (v: unknown): v is MessageDescriptor =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as MessageDescriptor).id === 'string' &&
  typeof (v as MessageDescriptor).defaultMessage === 'string';

export function englishMessages(): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [file, exports] of Object.entries(modules)) {
    for (const group of Object.values(exports)) {
      if (typeof group !== 'object' || group === null) continue;
      for (const descriptor of Object.values(group)) {
        if (!isDescriptor(descriptor)) continue;
        const earlier = messages.get(descriptor.id);
        if (earlier !== undefined && earlier !== descriptor.defaultMessage) {
          throw new Error(`${file}: the id ${descriptor.id} names two different messages`);
        }
        messages.set(descriptor.id, descriptor.defaultMessage);
      }
    }
  }
  return messages;
}
