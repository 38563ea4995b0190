import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  loadTextCatalogue,
  preferredLocale,
  SUPPORTED_LOCALES,
  type TextCatalogue,
  translateText,
} from '@cq/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { signedInRow } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** A shared rule's message (English) in a language; the English when the catalogue has none. */
    translate(locale: Locale, text: string): string;
  }
}

/** Answers larger than this are lists and files, never a message to translate. */
const MAX_TRANSLATED_BODY = 64 * 1024;

/**
 * The language of a request's answer: the one its Accept-Language prefers among ours (the browser sends the
 * page's language), else the signed-in account's, else English.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const asked = preferredLocale(request.headers['accept-language']);
  if (asked) return asked;
  const saved = signedInRow(request)?.language;
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

const LOCALE_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`);

/**
 * The language a page request should be answered in: the one she chose with the language menu (its cookie),
 * else the one her browser prefers among ours, else English.
 */
export function chosenLocale(request: FastifyRequest): Locale {
  const chosen = LOCALE_COOKIE_VALUE.exec(request.headers.cookie ?? '')?.[1];
  if (isLocale(chosen)) return chosen;
  return preferredLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}

/**
 * Answers the API's messages in the request's language: the envelope's `message` and each `errors` entry,
 * which are the shared rules' English messages, are looked up in that language's catalogue on the way out.
 * Routes and services keep speaking English (the product's wording, and what the logs and tests read).
 */
export const languagePlugin = fp(
  async (app: FastifyInstance) => {
    const catalogues = new Map<Locale, TextCatalogue>();
    for (const locale of SUPPORTED_LOCALES) catalogues.set(locale, await loadTextCatalogue(locale));
    const translate = (locale: Locale, text: string) => translateText(catalogues.get(locale), text);
    app.decorate('translate', translate);

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (typeof payload !== 'string' || payload.length > MAX_TRANSLATED_BODY || !payload.includes('"message"')) {
        return payload;
      }
      if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
      const locale = requestLocale(request);
      reply.header('content-language', locale);
      if (locale === DEFAULT_LOCALE) return payload;
      let body: { message?: unknown; errors?: unknown };
      try {
        body = JSON.parse(payload);
      } catch {
        return payload;
      }
      if (typeof body?.message === 'string') body.message = translate(locale, body.message);
      if (body?.errors && typeof body.errors === 'object') {
        const errors = body.errors as Record<string, unknown>;
        for (const [key, value] of Object.entries(errors)) {
          if (typeof value === 'string') errors[key] = translate(locale, value);
        }
      }
      return JSON.stringify(body);
    });
  },
  { name: 'language' },
);
