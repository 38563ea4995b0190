import { z } from 'zod';
import { successEnvelope } from '../api/envelope';
import { boundedText } from '../api/text';

/**
 * Passkeys (WebAuthn): anyone signed in may add them in Account settings and sign in with one instead of her
 * password; for staff a passkey also counts as the second factor. The browser's ceremonies are checked on the
 * server against a challenge it handed out, good once and for PASSKEY_CHALLENGE_MINUTES.
 */
export const PASSKEY_CHALLENGE_MINUTES = 5;
export const PASSKEY_NAME_MAX = 60;

export const PASSKEY_MESSAGES = {
  added: 'Passkey added. You can now sign in with it.',
  removed: 'Passkey removed.',
  notFound: 'That passkey is not on your account.',
  challengeExpired: 'The passkey request has expired. Please try again.',
  notVerified: 'This passkey could not be checked. Please try again.',
  unknown: 'This passkey is not recognised here. Sign in with your password, then add it in Account settings.',
  nameRequired: 'Give your passkey a name, for example the device it is on.',
  nameTooLong: 'Keep the name to 60 characters or fewer.',
  alreadyAdded: 'This passkey is already on your account.',
  lastRequired:
    'Your role requires a second factor: add another passkey or set up an authenticator app before removing this one.',
} as const;
const M = PASSKEY_MESSAGES;

/** The browser's answer to a ceremony (SimpleWebAuthn's JSON), checked in full on the server. */
const credentialJsonSchema = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().min(1).max(8192) }),
});

/** The options the browser passes to its authenticator (SimpleWebAuthn's JSON), with their one-time challenge. */
const ceremonyOptionsSchema = z.looseObject({ challenge: z.string() });
export const passkeyOptionsResponseSchema = successEnvelope(ceremonyOptionsSchema);

export const passkeyNameSchema = boundedText({
  max: PASSKEY_NAME_MAX,
  tooLong: M.nameTooLong,
  singleLine: true,
}).refine((v) => v.length > 0, M.nameRequired);

/** POST /users/me/passkeys: the name she gives it and the browser's answer to the registration options. */
export const addPasskeyRequestSchema = z.object({ name: passkeyNameSchema, response: credentialJsonSchema }).strict();
/** The name field of the Account settings form. */
export const passkeyNameFormSchema = z.object({ name: passkeyNameSchema });
export type PasskeyNameForm = z.input<typeof passkeyNameFormSchema>;

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListResponseSchema = successEnvelope(z.array(passkeySchema));
export const passkeyResponseSchema = successEnvelope(passkeySchema);

/** POST /users/login/passkey: the browser's answer to the sign-in options. */
export const passkeyLoginRequestSchema = z.object({ response: credentialJsonSchema }).strict();

/** POST /users/login/second-factor/passkey/options: the challenge from the password step. */
export const secondFactorPasskeyOptionsRequestSchema = z
  .object({ secondFactorChallenge: z.string().min(1).max(2048) })
  .strict();
/** POST /users/login/second-factor/passkey: the same challenge and the browser's answer. */
export const secondFactorPasskeyRequestSchema = z
  .object({ secondFactorChallenge: z.string().min(1).max(2048), response: credentialJsonSchema })
  .strict();
