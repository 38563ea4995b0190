import { z } from 'zod';
import { successEnvelope } from '../api/envelope';
import { boundedText } from '../api/text';
import { emailSchema, passwordSchema } from '../auth/account';
import { ROLES, roleRank } from '../auth/roles';
import { STAFF_MIN_ROLE } from './access';
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

export const invitationBodySchema = z.object({
  email: emailSchema,
  firstName: name('Enter a first name'),
  lastName: name('Enter a last name'),
  role: z.enum(INVITABLE_ROLES as [string, ...string[]], {
    message: `Choose one of: ${INVITABLE_ROLES.join(', ')}`,
  }),
  permissions: userPermissionsBodySchema.shape.permissions,
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
} as const;
