import {
  type AdminAction,
  type AdminResource,
  canChiefAudit,
  canStaff,
  ERROR_CODES,
  isStaff,
  SECOND_FACTOR_MESSAGES,
  secondFactorRequired,
} from '@cq/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden, notSignedIn } from '../../lib/errors';
import { authenticatedRow } from '../../plugins/auth';
import type { AuditActor } from '../audit/record';
import { hasSecondFactor, secondFactorPolicy } from '../users/second-factor';

/**
 * Signed in, and with a second factor if the organisation requires one of her: until she has set it up, the back
 * office answers nothing but `second_factor_required` (her Account settings stay open to set it up). Someone with
 * a second factor has passed it at this sign-in, since sign-in asks for it whenever the account has one.
 */
export async function authenticateStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await request.server.authenticate(request, reply);
  if (hasSecondFactor(authenticatedRow(request)) || !isStaff(request.user)) return;
  if (secondFactorRequired(request.user, await secondFactorPolicy(request.server))) {
    throw new AppError(403, SECOND_FACTOR_MESSAGES.required, undefined, undefined, ERROR_CODES.secondFactorRequired);
  }
}

/**
 * Guard of every back-office route, as its `preValidation` hook: signed in
 * (401), staff rank and the permission for `action` on `resource` (403). It
 * runs before the body is validated, so a caller without access learns
 * nothing of what the route expects. The rule itself is the shared
 * `canStaff`, the same one the browser's navigation reads.
 */
export function staffOnly(resource: AdminResource, action: AdminAction) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await authenticateStaff(request, reply);
    if (!canStaff(request.user, resource, action)) throw forbidden();
  };
}

/** Guard (preValidation) of the chief auditor's acts on submitted scores (the shared canChiefAudit). */
export async function chiefAuditorOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await authenticateStaff(request, reply);
  if (!canChiefAudit(request.user)) throw forbidden();
}

/** Guard (preValidation) of the overview: any member of staff (what each part shows is filtered by permission). */
export async function staffMember(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await authenticateStaff(request, reply);
  if (!isStaff(request.user)) throw forbidden();
}

/** The signed-in staff member as the audit log names them. */
export function actorOf(request: FastifyRequest): AuditActor {
  if (!request.user) throw notSignedIn();
  return { id: request.user.id, email: request.user.email };
}
