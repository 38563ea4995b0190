import type { TextCatalogue } from '@cq/shared';
import type { MessageFunction } from './english';

/** The interface's messages in one language, compiled: message id → function of the values. */
export type UiCatalogue = Readonly<Record<string, MessageFunction>>;

/** What a page needs to speak a language: the interface's messages and the shared rules' words. */
export interface LocaleMessages {
  ui: UiCatalogue;
  text: TextCatalogue;
}
