import * as shared from '@cq/shared';

/**
 * The shared rules' messages (constants named *_MESSAGE or *_MESSAGES): the pseudo-language checks count them as
 * words that went through a catalogue.
 */
export function sharedTexts(): Set<string> {
  const texts = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object') for (const v of Object.values(value)) walk(v);
  };
  for (const [name, value] of Object.entries(shared)) if (/MESSAGES?$/.test(name)) walk(value);
  return texts;
}
