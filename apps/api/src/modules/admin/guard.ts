import { type AdminAction, type AdminResource, canStaff, isStaff } from '@cq/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, notSignedIn } from '../../lib/errors';
import type { AuditActor } from '../audit/record';

/**
 * Guard of every back-office route, as its `preValidation` hook: signed in
 * (401), staff rank and the permission for `action` on `resource` (403). It
 * runs before the body is validated, so a caller without access learns
 * nothing of what the route expects. The rule itself is the shared
 * `canStaff`, the same one the browser's navigation reads.
 */
export function staffOnly(resource: AdminResource, action: AdminAction) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await request.server.authenticate(request, reply);
    if (!canStaff(request.user, resource, action)) throw forbidden();
  };
}

/** Guard (preValidation) of the overview: any member of staff (what each part shows is filtered by permission). */
export async function staffMember(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await request.server.authenticate(request, reply);
  if (!isStaff(request.user)) throw forbidden();
}

/** The signed-in staff member as the audit log names them. */
export function actorOf(request: FastifyRequest): AuditActor {
  if (!request.user) throw notSignedIn();
  return { id: request.user.id, email: request.user.email };
}
