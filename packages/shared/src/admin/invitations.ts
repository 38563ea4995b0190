import { z } from 'zod';
import { successEnvelope } from '../api/envelope';
import { boundedText } from '../api/text';
import { emailSchema, passwordSchema } from '../auth/account';
import { ROLES, roleRank } from '../auth/roles';
import { STAFF_MIN_ROLE } from './access';
import { ROLE_PRESET_IDS, rolePreset } from './presets';
import { userPermissionsBodySchema } from './users-api';

/**
 * Staff invitations (docs/product/back-office.md#invitations): an address, a
 * name, a role and permissions; a single-use link to set a password that works
 * for 72 hours, can be sent again (a new link, the old one dead) or revoked.
 * The invited person never passes through the public sign-up.
 */
export const INVITATION_TTL_HOURS = 72;

/** An invitation is to the back office: only roles that reach it (editor and above). */
export const INVITABLE_ROLES = ROLES.filter((r) => roleRank(r) >= roleRank(STAFF_MIN_ROLE));

const name = (message: string) => boundedText({ max: 100, tooLong: 'At most 100 characters' }).min(1, message);

export const invitationBodySchema = z
  .object({
    email: emailSchema,
    firstName: name('Enter a first name'),
    lastName: name('Enter a last name'),
    role: z.enum(INVITABLE_ROLES as [string, ...string[]], {
      message: `Choose one of: ${INVITABLE_ROLES.join(', ')}`,
    }),
    permissions: userPermissionsBodySchema.shape.permissions,
    /** The job she is invited to; a preset other than 'custom' brings its own role and permissions. */
    preset: z.enum(ROLE_PRESET_IDS, { message: 'Choose one of the roles offered' }).default('custom'),
    /** The rounds a judge will judge (a judge's preset only); she is seated in them when she accepts. */
    roundIds: z
      .array(z.uuid({ message: 'Choose the rounds from the list' }))
      .max(20)
      .default([]),
  })
  .superRefine((body, ctx) => {
    if (body.roundIds.length > 0 && !rolePreset(body.preset)?.judgesRounds)
      ctx.addIssue({ code: 'custom', path: ['roundIds'], message: INVITATION_MESSAGES.roundsForJudges });
    if (new Set(body.roundIds).size !== body.roundIds.length)
      ctx.addIssue({ code: 'custom', path: ['roundIds'], message: INVITATION_MESSAGES.roundTwice });
  });
export type InvitationBody = z.input<typeof invitationBodySchema>;

export const INVITATION_STATES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  permissions: z.array(z.object({ resource: z.string(), actions: z.array(z.string()) })),
  preset: z.string(),
  /** The rounds a judge's invitation names, by name. */
  rounds: z.array(z.object({ id: z.string(), name: z.string() })),
  state: z.enum(INVITATION_STATES),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationResponseSchema = successEnvelope(invitationSchema);
export const invitationListResponseSchema = successEnvelope(z.object({ invitations: z.array(invitationSchema) }));

/** What the invitation page shows before she sets her password. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  role: z.string(),
  preset: z.string(),
  rounds: z.array(z.object({ id: z.string(), name: z.string() })),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const invitationTokenParamsSchema = z.object({ token: z.string().min(1).max(512) });
export const invitationAcceptSchema = z.object({ password: passwordSchema });

export const INVITATION_MESSAGES = {
  sent: 'Invitation sent: the link works for 72 hours.',
  resent: 'A new invitation link is on its way; the earlier one no longer works.',
  revoked: 'Invitation revoked: its link no longer works.',
  accountExists: 'This address already has an account: change its role and permissions on its page.',
  invalidLink: 'This invitation link is not valid any more. Ask the person who invited you for a new one.',
  notPending: 'This invitation is no longer waiting: it was accepted, revoked or has expired.',
  accepted: 'Welcome aboard: your account is ready.',
  roundsForJudges: 'Only a judge’s invitation names rounds.',
  roundTwice: 'A round is chosen twice.',
  roundNotDraft: 'A judge can be invited only to a round that has not opened yet.',
} as const;

/** A round a judge may be invited to (one that has not opened). */
export const invitableRoundSchema = z.object({ id: z.string(), name: z.string(), season: z.number().int() });
export type InvitableRound = z.infer<typeof invitableRoundSchema>;
export const invitableRoundsResponseSchema = successEnvelope(z.object({ rounds: z.array(invitableRoundSchema) }));
