import { canStaff } from '@cq/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../../../lib/errors';
import { authenticateStaff } from '../guard';

/** Guard of what the director and the auditors read (rounds, the live tabulation): manage or audit; never a judge. */
export async function tabulationReader(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await authenticateStaff(request, reply);
  if (!canStaff(request.user, 'judging', 'manage') && !canStaff(request.user, 'judging', 'audit')) throw forbidden();
}
