import { canJudge } from '@cq/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors';

/** Guard (preValidation) of the judges' routes: signed in, with judging permission to score. */
export async function judgeOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await request.server.authenticate(request, reply);
  if (!canJudge(request.user)) throw forbidden();
}
